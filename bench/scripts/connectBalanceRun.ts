// `npm run bench`'s connect → balance rows (issue 32 item 3): on the served Airlock page with the injected test
// wallet, the wallet row click → Account's address and balance shown, in fresh contexts (first-visit cache
// state) at each CPU rate, three ways: the row clicked a second after the list shows (a visitor reads it
// first; the budget's path: at most 150 ms at 1x) by a wallet that answers at once; the row clicked as soon as
// it shows (the early click: reported, not budgeted, as the issue does for the opens); and a wallet the
// visitor approves a second after the click (timed from the approval, as a person waits).
import type { Browser } from 'playwright-core'
import { addInitScript, evaluate } from './cdpDriver'
import { connectBalancePass } from './connectBalancePass'
import { PATH_PROBE } from './pathProbe'
import { stats } from './report'

/** The approval's delay in the "approved by a person" rows. */
const APPROVE_AFTER_MS = 1000
/** How long a visitor looks at the wallet list before clicking a row, in the budgeted rows. */
const READ_LIST_MS = 1000

/** The ways a pass connects: when the row is clicked, and when the wallet answers. */
const WAYS = {
  visitor: { clickAfterMs: READ_LIST_MS, approveAfterMs: undefined },
  early: { clickAfterMs: 0, approveAfterMs: undefined },
  approved: { clickAfterMs: READ_LIST_MS, approveAfterMs: APPROVE_AFTER_MS },
} as const
type Way = keyof typeof WAYS
/** The budget: row click → balance shown at 1x, ms. */
export const CONNECT_BALANCE_BUDGET_MS = 150

/** Per rate: the passes' address and balance times, ms, for each way of answering. */
export type ConnectBalanceFigures = Record<number, Record<Way, ConnectSeries>>

/** Address and balance times of the passes, ms. */
interface ConnectSeries {
  address: number[]
  balance: number[]
}

/**
 * Times `runs` passes per rate and way (after one warm-up pass each) on `url`. Failures are logged and
 * leave a pass out.
 */
export async function measureConnectBalance(
  browser: Browser,
  url: string,
  rates: readonly number[],
  runs: number,
  log: (line: string) => void,
): Promise<ConnectBalanceFigures> {
  const figures: ConnectBalanceFigures = {}
  for (const rate of rates) {
    const entry: Record<Way, ConnectSeries> = {
      visitor: { address: [], balance: [] },
      early: { address: [], balance: [] },
      approved: { address: [], balance: [] },
    }
    figures[rate] = entry
    for (const way of Object.keys(WAYS) as Way[]) {
      for (let run = -1; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        try {
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await addInitScript(cdp, PATH_PROBE)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate })
          await page.goto(url)
          await evaluate(cdp, 'window.__bench.enabled')
          const t = await connectBalancePass(cdp, WAYS[way].approveAfterMs, WAYS[way].clickAfterMs)
          if (run < 0) continue
          const from = t.approvedAt ?? t.clickAt
          entry[way].address.push(t.addressAt - from)
          entry[way].balance.push(t.balanceAt - from)
        } catch (error) {
          log(`bench: connect → balance ${rate}x ${way} pass ${run + 1}: ${(error as Error).message}`)
        } finally {
          await context.close()
        }
      }
      log(`bench: connect → balance ${rate}x ${way} done`)
    }
  }
  return figures
}

const cell = (values: number[]) => {
  if (values.length === 0) return '–'
  const s = stats(values)
  return `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`
}

/** The Markdown of the connect → balance rows and whether the budget holds. */
export function connectBalanceTable(
  figures: ConnectBalanceFigures,
  runs: number,
): { text: string; ok: boolean } {
  const rates = Object.keys(figures).map(Number)
  const lines = [
    '### Wallet row click → address and balance shown (injected EVM test wallet, devnet)',
    '',
    `Fresh context per pass (first-visit cache state), ${runs} passes per row after a warm-up pass; ms: median (min–max).`,
    '',
    `| Wallet | ${rates.flatMap((r) => [`→ address ${r}x`, `→ balance ${r}x`]).join(' | ')} |`,
    `|---|${rates.flatMap(() => ['---', '---']).join('|')}|`,
  ]
  const row = (label: string, way: Way) =>
    `| ${label} | ${rates.flatMap((r) => [cell(figures[r]?.[way].address ?? []), cell(figures[r]?.[way].balance ?? [])]).join(' | ')} |`
  lines.push(
    row(
      `Row clicked ${READ_LIST_MS / 1000} s after the list shows, wallet answers at once (from the click)`,
      'visitor',
    ),
    row('Row clicked as soon as it shows (early click), wallet answers at once (from the click)', 'early'),
    row(
      `Row clicked ${READ_LIST_MS / 1000} s after the list shows, approved ${APPROVE_AFTER_MS / 1000} s after the click (from the approval)`,
      'approved',
    ),
  )
  const balance = figures[1]?.visitor.balance ?? []
  const measured = balance.length ? stats(balance).median : Number.NaN
  const ok = Number.isFinite(measured) && measured <= CONNECT_BALANCE_BUDGET_MS
  lines.push(
    '',
    `Budget: row click → balance shown at 1x ≤ ${CONNECT_BALANCE_BUDGET_MS} ms (the row clicked ${READ_LIST_MS / 1000} s after the list shows, a wallet answering at once): ${Number.isFinite(measured) ? `${measured.toFixed(1)} ms` : 'not measured'}, ${ok ? 'yes' : '**NO**'}. The early click is reported, not budgeted. Not measured here: the Solana and Bitcoin wallets.`,
  )
  return { text: lines.join('\n'), ok }
}

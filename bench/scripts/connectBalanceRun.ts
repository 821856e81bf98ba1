// `npm run bench`'s connect → balance rows (issue 32 item 3): on the served Airlock page with the injected test
// wallet, the wallet row click → Account's address and balance shown, in fresh contexts (first-visit cache
// state) at each CPU rate, two ways: a wallet that answers at once (the budget's path: at most 150 ms at 1x),
// and a wallet the visitor approves a second after the click (timed from the approval, as a person waits).
import type { Browser } from 'playwright-core'
import { addInitScript, evaluate } from './cdpDriver'
import { connectBalancePass } from './connectBalancePass'
import { PATH_PROBE } from './pathProbe'
import { stats } from './report'

/** The approval's delay in the "approved by a person" rows. */
const APPROVE_AFTER_MS = 1000
/** The budget: row click → balance shown at 1x, ms. */
export const CONNECT_BALANCE_BUDGET_MS = 150

/** Per rate: the passes' address and balance times, ms, for each way of answering. */
export type ConnectBalanceFigures = Record<number, Record<'instant' | 'approved', ConnectSeries>>

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
    const entry: Record<'instant' | 'approved', ConnectSeries> = {
      instant: { address: [], balance: [] },
      approved: { address: [], balance: [] },
    }
    figures[rate] = entry
    for (const way of ['instant', 'approved'] as const) {
      for (let run = -1; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        try {
          const page = await context.newPage()
          const cdp = await context.newCDPSession(page)
          await addInitScript(cdp, PATH_PROBE)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate })
          await page.goto(url)
          await evaluate(cdp, 'window.__bench.enabled')
          const t = await connectBalancePass(cdp, way === 'approved' ? APPROVE_AFTER_MS : undefined)
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
  const row = (label: string, way: 'instant' | 'approved') =>
    `| ${label} | ${rates.flatMap((r) => [cell(figures[r]?.[way].address ?? []), cell(figures[r]?.[way].balance ?? [])]).join(' | ')} |`
  lines.push(
    row('Answers at once (from the click)', 'instant'),
    row(`Approved ${APPROVE_AFTER_MS / 1000} s after the click (from the approval)`, 'approved'),
  )
  const balance = figures[1]?.instant.balance ?? []
  const measured = balance.length ? stats(balance).median : Number.NaN
  const ok = Number.isFinite(measured) && measured <= CONNECT_BALANCE_BUDGET_MS
  lines.push(
    '',
    `Budget: row click → balance shown at 1x ≤ ${CONNECT_BALANCE_BUDGET_MS} ms (a wallet answering at once): ${Number.isFinite(measured) ? `${measured.toFixed(1)} ms` : 'not measured'}, ${ok ? 'yes' : '**NO**'}. Not measured here: the Solana and Bitcoin wallets.`,
  )
  return { text: lines.join('\n'), ok }
}

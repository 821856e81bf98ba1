// Diagnostic (issue 32 item 3, first step): wallet row click → address and balance shown in the modal, on a
// built host page served on devnet with the injected test wallet. Per pass: fresh context (first-visit cache
// state), open Connect, then click the row named 'Airlock Test Wallet' and time, in the page, the click → the
// first frame in which Account's address (#al-account-name) and balance ([data-testid="account-balance"]) are
// both shown; prints the requests issued after the click (start offsets, so requests in series show).
// Usage: node --conditions=source --import tsx bench/scripts/connectBalance.ts [rate] [page] [runs] [wallet]
// wallet: evm (default), solana or bitcoin — which side of the test wallet the row connects (with a page
// configuring that chain: airlock, airlock-sol, airlock-btc); bitcoin starts devnet's Bitcoin node.
import { CONNECT_TARGETS, connectBalancePass } from './connectBalancePass'
import type { HostPageName } from './hostBuild'
import { withServedHostPage } from './hostSession'

const rate = Number(process.argv[2] ?? 1)
const pageName = (process.argv[3] ?? 'airlock') as HostPageName
const runs = Number(process.argv[4] ?? 9)
const wallet = (process.argv[5] ?? 'evm') as keyof typeof CONNECT_TARGETS
const target = CONNECT_TARGETS[wallet]
if (!target) throw new Error(`wallet: one of ${Object.keys(CONNECT_TARGETS).join(', ')}`)
// APPROVE_AFTER_MS=1000: the wallet asks the visitor (the test wallet in manual mode) and the "visitor"
// approves after that long, as a person does; times are then also reported from the approval.
const approveAfterMs =
  process.env.APPROVE_AFTER_MS === undefined ? undefined : Number(process.env.APPROVE_AFTER_MS)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN

await withServedHostPage(
  pageName,
  async (openTab) => {
    const address: number[] = []
    const balance: number[] = []
    for (let i = 0; i <= runs; i++) {
      const tab = await openTab(rate)
      try {
        const t = await connectBalancePass(
          tab.cdp,
          approveAfterMs,
          Number(process.env.CLICK_AFTER_MS ?? 0),
          target,
        )
        if (i === 0) continue // warm-up pass
        const from = t.approvedAt ?? t.clickAt
        address.push(t.addressAt - from)
        balance.push(t.balanceAt - from)
        console.log(
          `run ${i}: Account entered ${t.viewAt === null ? '–' : (t.viewAt - t.clickAt).toFixed(1)} ms (loading state ${t.spinnerFrames ?? 0} frames), address ${(t.addressAt - t.clickAt).toFixed(1)} ms, balance ${(t.balanceAt - t.clickAt).toFixed(1)} ms; requests after the click [url, start, end]: ${JSON.stringify(t.resources)}`,
        )
      } finally {
        await tab.close()
      }
    }
    console.log(
      `${pageName} ${wallet} ${rate}x: ${approveAfterMs === undefined ? 'row click' : `wallet approval (${approveAfterMs} ms after the click)`} → address median ${median(address).toFixed(1)} ms (${Math.min(...address).toFixed(1)}–${Math.max(...address).toFixed(1)}), → balance median ${median(balance).toFixed(1)} ms (${Math.min(...balance).toFixed(1)}–${Math.max(...balance).toFixed(1)}), ${address.length} passes`,
    )
  },
  { testWallet: true, bitcoin: wallet === 'bitcoin' },
)

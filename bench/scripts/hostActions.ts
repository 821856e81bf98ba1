// Driver steps shared by the bench (runPaths) and the host-page diagnostics, through a raw CDP session.
import type { CDPSession, Page } from 'playwright-core'
import { evaluate } from './cdpDriver'

/**
 * Connects the devnet test wallet through the page's `window.__airlock`, reloads, and waits until the session
 * has restored (the "open while connected" path; the page must be served with the test wallet).
 */
export async function connectAndReload(
  cdp: CDPSession,
  page: Page,
  quiet: () => Promise<void>,
): Promise<void> {
  await evaluate(
    cdp,
    `(async () => {
      const a = window.__airlock;
      await a.ready;
      const wallets = () => a.get((s) => s.connection.wallets);
      for (let i = 0; i < 100 && !wallets().some((w) => /test/i.test(w.name)); i++) await new Promise((r) => setTimeout(r, 50));
      const w = wallets().find((w) => /test/i.test(w.name));
      if (!w) throw new Error('no test wallet: ' + wallets().map((w) => w.name).join(', '));
      const id = (w.connectors && w.connectors[0] && (w.connectors[0].id ?? w.connectors[0])) ?? w.id;
      await a.connect(id);
      a.close();
    })()`,
  )
  await quiet()
  await page.reload()
  await evaluate(cdp, 'window.__bench.enabled')
  await evaluate(
    cdp,
    `(async () => { const a = window.__airlock; await a.ready; const connected = () => a.get((s) => s.connection.status) === 'connected'; for (let i = 0; i < 200 && !connected(); i++) await new Promise((r) => setTimeout(r, 50)); if (!connected()) throw new Error('not restored') })()`,
  )
  await quiet()
}

// One pass of "wallet row click → address and balance shown" (issue 32 item 3) on a served host page with the
// injected test wallet: open Connect, click the row named 'Airlock Test Wallet' and time, in the page, the
// click → the first frame in which Account's address (#al-account-name) and balance
// ([data-testid="account-balance"]) are both shown, with the requests issued after the click (start offsets,
// so requests in series show). Used by `npm run bench` (runBench.ts) and the diagnostic connectBalance.ts.
import type { CDPSession } from 'playwright-core'
import { clickSelector, evaluate } from './cdpDriver'

// The modal may render in a shadow root: every query searches open shadow roots.
const DEEP = `window.__deep = (root, sel) => { const out = [...root.querySelectorAll(sel)]; for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...window.__deep(el.shadowRoot, sel)); return out; };`

const ROW_PROBE = `new Promise((resolve, reject) => {
  ${DEEP}
  const q = (sel) => window.__deep(document, sel)[0];
  const start = performance.now();
  const tick = () => {
    const rows = window.__deep(document, '.al-view .al-list-item');
    const row = rows.find((r) => /Airlock Test Wallet/.test(r.textContent || ''));
    if (row) {
      row.setAttribute('data-bench-row', '1');
      const t = (window.__connect = { clickAt: null, addressAt: null, balanceAt: null, viewAt: null });
      row.addEventListener('click', (e) => {
        t.clickAt = e.timeStamp;
        const frame = () => requestAnimationFrame(() => {
          if (t.viewAt === null && q('.al-view[data-view="Account"]')) t.viewAt = performance.now();
          if (q('.al-view[data-view="Account"] .al-view-loading')) t.spinnerFrames = (t.spinnerFrames || 0) + 1;
          if (t.addressAt === null && q('#al-account-name')) t.addressAt = performance.now();
          if (t.balanceAt === null && q('[data-testid="account-balance"]')) t.balanceAt = performance.now();
          if (t.addressAt === null || t.balanceAt === null) frame();
        });
        frame();
      }, { capture: true, once: true });
      const r = row.getBoundingClientRect();
      resolve({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    } else if (performance.now() - start > 20000) reject(new Error('no test wallet row: ' + rows.map((r) => r.textContent).join(' | ')));
    else setTimeout(tick, 50);
  };
  tick();
})`

/** Waits for the wallet's first question, then answers it (and all after it) `approveAfterMs` later. */
const APPROVE_LATER = (delay: number) => `new Promise((resolve) => {
  const w = window.airlockTestWallet;
  const tick = () => {
    if (w.pending().length === 0) return setTimeout(tick, 10);
    setTimeout(() => {
      w.setMode('approve');
      window.__connect.approvedAt = performance.now();
      while (w.approve()) {}
      resolve(true);
    }, ${delay});
  };
  tick();
})`

const DONE = `new Promise((resolve, reject) => {
  const start = performance.now();
  const tick = () => {
    const t = window.__connect;
    if (t && t.addressAt !== null && t.balanceAt !== null) resolve({ ...t, resources: performance.getEntriesByType('resource').filter((e) => e.startTime >= t.clickAt).map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime - t.clickAt), Math.round(e.responseEnd - t.clickAt)]) });
    else if (performance.now() - start > 30000) reject(new Error('no address/balance: ' + window.__deep(document, '.al-view').map((v) => v.textContent).join(' | ')));
    else setTimeout(tick, 50);
  };
  tick();
})`

/** One pass's figures, page clock (ms). */
export interface ConnectTimes {
  clickAt: number
  addressAt: number
  balanceAt: number
  /** First frame with the Account view in the modal (its code loaded or not). */
  viewAt: number | null
  /** Frames in which the Account view showed its loading state (its code not rendered yet). */
  spinnerFrames?: number
  /** With APPROVE_AFTER_MS: when the visitor approved in the wallet. */
  approvedAt?: number
  resources: [string, number, number][]
}

/** A pointer click at (x, y), as a visitor's. */
async function cdpClick(cdp: CDPSession, x: number, y: number): Promise<void> {
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
  for (const type of ['mousePressed', 'mouseReleased'] as const)
    await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 })
}

/**
 * Connects from Connect's test wallet row in `cdp`'s tab (its button enabled) and returns the pass's times.
 * `approveAfterMs`: the wallet asks (manual mode) and is answered that long after the click, as a person does.
 */
export async function connectBalancePass(
  cdp: CDPSession,
  approveAfterMs?: number,
  clickAfterMs = 0,
): Promise<ConnectTimes> {
  await clickSelector(cdp, '[data-testid="connect-button"]')
  const { x, y } = await evaluate<{ x: number; y: number }>(cdp, ROW_PROBE)
  if (clickAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, clickAfterMs))
  if (approveAfterMs !== undefined) await evaluate(cdp, `window.airlockTestWallet.setMode('manual')`)
  await cdpClick(cdp, x, y)
  if (approveAfterMs !== undefined) await evaluate(cdp, APPROVE_LATER(approveAfterMs))
  return (await evaluate(cdp, DONE)) as ConnectTimes
}

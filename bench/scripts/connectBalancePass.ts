// One pass of "wallet row click → address and balance shown" (issue 32 item 3) on a served host page with the
// injected test wallet: open Connect, click the wallet's row (by name) and time, in the page, the click → the
// first frame in which Account's address (#al-account-name, its full address of the expected chain) and
// balance ([data-testid="account-balance"], in the chain's symbol) are both shown, with the requests issued
// after the click (start offsets, so requests in series show). Used by `npm run bench` (runBench.ts) and the
// diagnostic connectBalance.ts.
import type { CDPSession } from 'playwright-core'
import { clickSelector, evaluate } from './cdpDriver'

// The modal may render in a shadow root: every query searches open shadow roots.
const DEEP = `window.__deep = (root, sel) => { const out = [...root.querySelectorAll(sel)]; for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...window.__deep(el.shadowRoot, sel)); return out; };`

/** Which wallet row a pass clicks and which chain's account must show. */
export interface ConnectTarget {
  /** The row's wallet name. */
  rowName: string
  /** The full address Account shows (its title), as a pattern: proves the expected chain's account shows. */
  address: RegExp
  /** The native symbol the shown balance ends with. */
  symbol: string
}

/** The injected test wallet's sides: EVM (EIP-6963), Solana and Bitcoin (Wallet Standard). */
export const CONNECT_TARGETS = {
  evm: { rowName: 'Airlock Test Wallet', address: /^0x[0-9a-fA-F]{40}$/, symbol: 'ETH' },
  solana: { rowName: 'Airlock Test Wallet', address: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, symbol: 'SOL' },
  bitcoin: {
    rowName: 'Airlock Test Wallet',
    address: /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/,
    symbol: 'BTC',
  },
} as const satisfies Record<string, ConnectTarget>

/**
 * Waits for the row, then `clickAfterMs` later finds it again (rendered again meanwhile; the list keeps its rows
 * where they showed, ui's WalletList.test holds that), arms the timers on it and resolves with its centre as it is
 * then.
 */
const ROW_PROBE = (target: ConnectTarget, clickAfterMs: number) => `new Promise((resolve, reject) => {
  ${DEEP}
  const q = (sel) => window.__deep(document, sel)[0];
  const name = ${JSON.stringify(target.rowName)};
  const address = new RegExp(${JSON.stringify(target.address.source)});
  const symbol = ${JSON.stringify(target.symbol)};
  const find = () => window.__deep(document, '.al-view .al-list-item').find((r) => (r.textContent || '').includes(name));
  const arm = () => {
    const row = find();
    if (!row) return reject(new Error('the ' + name + ' row went away'));
    row.setAttribute('data-bench-row', '1');
    const t = (window.__connect = { clickAt: null, addressAt: null, balanceAt: null, viewAt: null });
    row.addEventListener('click', (e) => {
      t.clickAt = e.timeStamp;
      const frame = () => requestAnimationFrame(() => {
        if (t.viewAt === null && q('.al-view[data-view="Account"]')) t.viewAt = performance.now();
        if (q('.al-view[data-view="Account"] .al-view-loading')) t.spinnerFrames = (t.spinnerFrames || 0) + 1;
        const shown = q('#al-account-name');
        if (t.addressAt === null && shown && address.test(shown.getAttribute('title') || '')) t.addressAt = performance.now();
        const balance = q('[data-testid="account-balance"]');
        if (t.balanceAt === null && balance && (balance.textContent || '').trim().endsWith(symbol)) t.balanceAt = performance.now();
        if (t.addressAt === null || t.balanceAt === null) frame();
      });
      frame();
    }, { capture: true, once: true });
    const r = row.getBoundingClientRect();
    resolve({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
  };
  const start = performance.now();
  const tick = () => {
    if (find()) return ${clickAfterMs} > 0 ? setTimeout(arm, ${clickAfterMs}) : arm();
    if (performance.now() - start > 20000) reject(new Error('no ' + name + ' row: ' + window.__deep(document, '.al-view .al-list-item').map((r) => r.textContent).join(' | ')));
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
 * Connects from Connect's `target` row in `cdp`'s tab (its button enabled) and returns the pass's times.
 * `approveAfterMs`: the wallet asks (manual mode) and is answered that long after the click, as a person does;
 * `clickAfterMs`: the row is clicked that long after it shows.
 */
export async function connectBalancePass(
  cdp: CDPSession,
  approveAfterMs?: number,
  clickAfterMs = 0,
  target: ConnectTarget = CONNECT_TARGETS.evm,
): Promise<ConnectTimes> {
  await clickSelector(cdp, '[data-testid="connect-button"]')
  const { x, y } = await evaluate<{ x: number; y: number }>(cdp, ROW_PROBE(target, clickAfterMs))
  if (approveAfterMs !== undefined) await evaluate(cdp, `window.airlockTestWallet.setMode('manual')`)
  await cdpClick(cdp, x, y)
  if (approveAfterMs !== undefined) await evaluate(cdp, APPROVE_LATER(approveAfterMs))
  return (await evaluate(cdp, DONE)) as ConnectTimes
}

// Instrumentation injected into every host page (Airlock, the floor, the other libraries) before its scripts
// run, read through a raw CDP session (no driver script in the page):
// - `enabledAt`: the first moment the open button (data-testid="connect-button") is enabled;
// - per click on a button marked data-bench-open: the click's time, the first animation frame in which a
//   dialog (role="dialog", or the page's `__benchDialogSelector`, searched through open shadow roots) has a box and is not CSS-invisible, and,
//   when the driver set `__bench.contentSelector`, the first frame in which that selector matches inside it;
// - long tasks (PerformanceObserver 'longtask'), for the idle cost before the first open.

/** One click's times (performance.now(), ms). */
export interface ClickTimes {
  clickAt: number
  visibleAt: number | null
  contentAt: number | null
}

/** What the probe records. */
export interface PathProbe {
  enabledAt: number | null
  clicks: ClickTimes[]
  longTasks: [start: number, duration: number][]
}

/** The init script (plain JS, runs in the page). */
export const PATH_PROBE = `(() => {
  let onEnabled;
  const t = (window.__bench = { enabledAt: null, clicks: [], longTasks: [], contentSelector: null });
  Object.defineProperty(t, 'enabled', { value: new Promise((r) => (onEnabled = r)), enumerable: false });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) t.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const check = () => {
    const b = document.querySelector('[data-testid="connect-button"]');
    if (b && !b.disabled && t.enabledAt === null) {
      t.enabledAt = performance.now();
      onEnabled();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  const findDialog = (root) => {
    const direct = root.querySelector(window.__benchDialogSelector || '[role="dialog"]');
    if (direct) return direct;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const found = findDialog(el.shadowRoot);
        if (found) return found;
      }
    }
    return null;
  };
  const visibleDialog = () => {
    const d = findDialog(document);
    const box = d && d.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0 && d.checkVisibility({ visibilityProperty: true }) ? d : null;
  };
  // Resolves once no dialog is visible (after a close).
  Object.defineProperty(t, 'hidden', { value: () => new Promise((resolve) => {
    const f = () => requestAnimationFrame(() => (visibleDialog() ? f() : resolve(true)));
    f();
  }), enumerable: false });
  // Resolves with click n's times once its dialog is visible (and its content shown, when a selector is set).
  Object.defineProperty(t, 'done', { value: (n) => new Promise((resolve) => {
    const f = () => setTimeout(() => {
      const c = t.clicks[n];
      if (c && c.visibleAt !== null && (!c.wantContent || c.contentAt !== null)) resolve(c); else f();
    }, 20);
    f();
  }), enumerable: false });
  addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target.closest('[data-bench-open]') : null;
    if (!target) return;
    const c = { clickAt: e.timeStamp, visibleAt: null, contentAt: null, wantContent: !!t.contentSelector };
    const selector = t.contentSelector;
    t.clicks.push(c);
    const frame = () => requestAnimationFrame(() => {
      const d = visibleDialog();
      if (d && c.visibleAt === null) c.visibleAt = performance.now();
      if (d && selector && c.contentAt === null && d.querySelector(selector)) c.contentAt = performance.now();
      if (c.visibleAt === null || (selector && c.contentAt === null)) frame();
    });
    frame();
  }, true);
})();`

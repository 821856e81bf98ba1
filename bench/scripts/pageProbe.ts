// Instrumentation injected into the benchmark page before its scripts run: when the connect button becomes
// enabled, when a click lands, and the first animation frame in which the modal's dialog has a box and is not
// CSS-invisible. Two
// promises (`enabled`, `visible`) let a driver wait for those moments with one awaited Runtime.evaluate,
// without polling and without any helper script of its own in the page.

/** What the probe records (performance.now() times, relative to navigation start). */
export interface ProbeTimes {
  enabledAt: number | null
  clickAt: number | null
  visibleAt: number | null
}

/** The init script (plain JS, runs in the page). */
export const PAGE_PROBE = `(() => {
  let onEnabled, onVisible;
  const t = (window.__bench = { enabledAt: null, clickAt: null, visibleAt: null });
  Object.defineProperty(t, 'enabled', { value: new Promise((r) => (onEnabled = r)), enumerable: false });
  Object.defineProperty(t, 'visible', { value: new Promise((r) => (onVisible = r)), enumerable: false });
  const check = () => {
    const b = document.querySelector('[data-testid="connect-button"]');
    if (b && !b.disabled && t.enabledAt === null) {
      t.enabledAt = performance.now();
      onEnabled();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  const findDialog = (root) => {
    const direct = root.querySelector('[role="dialog"]');
    if (direct) return direct;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) {
        const found = findDialog(el.shadowRoot);
        if (found) return found;
      }
    }
    return null;
  };
  const frame = () =>
    requestAnimationFrame(() => {
      const d = findDialog(document);
      const box = d && d.getBoundingClientRect();
      // A box, and not hidden by CSS visibility (a pre-rendered, invisible dialog does not count).
      if (box && box.width > 0 && box.height > 0 && d.checkVisibility({ visibilityProperty: true })) {
        t.visibleAt = performance.now();
        onVisible();
      } else frame();
    });
  addEventListener('click', (e) => {
    if (t.clickAt !== null) return;
    t.clickAt = e.timeStamp;
    frame();
  }, true);
})();`

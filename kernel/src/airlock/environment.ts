/** Facts about where Airlock runs, read when asked (never at import). Inject a fake in tests. */
export interface EnvironmentProbe {
  /** True on a phone or tablet (AllWallets instead of the desktop QR view). */
  isMobile(): boolean
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/**
 * The default probe: user agent and coarse-pointer media query, read at call time; false without a window.
 * The media query list is created at the first call and kept (its `matches` stays live): creating it
 * evaluates the query, which the modal's open would otherwise pay every time.
 */
export function createBrowserEnvironment(): EnvironmentProbe {
  let coarse: { matches: boolean } | undefined
  return {
    isMobile() {
      const nav = (globalThis as { navigator?: { userAgent?: string } }).navigator
      if (nav?.userAgent && MOBILE_AGENT.test(nav.userAgent)) return true
      const matchMedia = (globalThis as { matchMedia?: (q: string) => { matches: boolean } }).matchMedia
      if (typeof matchMedia !== 'function') return false
      coarse ??= matchMedia('(pointer: coarse)')
      return coarse.matches
    },
  }
}

/** Runs `run` after the next frame is painted (a task after the next animation frame); at once without a DOM. */
export function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  else run()
}

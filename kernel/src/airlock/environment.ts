/** Facts about where Airlock runs, read when asked (never at import). Inject a fake in tests. */
export interface EnvironmentProbe {
  /** True on a phone or tablet (AllWallets instead of the desktop QR view). */
  isMobile(): boolean
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i

/**
 * The default probe: user agent and coarse-pointer media query; false without a window. Both are read at
 * the first call, not at import. The user agent's answer is kept (it does not change while the page lives;
 * testing it again would run the regular expression at every open, recompiled after V8 drops its code at
 * a garbage collection). The media query list is kept too, and its `matches` stays live (creating it
 * evaluates the query, which every open would otherwise pay).
 */
export function createBrowserEnvironment(): EnvironmentProbe {
  let coarse: { matches: boolean } | undefined
  let mobileAgent: boolean | undefined
  return {
    isMobile() {
      if (mobileAgent === undefined) {
        const nav = (globalThis as { navigator?: { userAgent?: string } }).navigator
        mobileAgent = nav?.userAgent !== undefined && MOBILE_AGENT.test(nav.userAgent)
      }
      if (mobileAgent) return true
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

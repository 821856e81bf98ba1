// Whether the visitor can see the frame right now, watched for as long as something in it can be acted
// on. Chromium's IntersectionObserver v2 (`isVisible`) sees opacity, filters, transforms other than a 2D
// translation, blend modes and anything laid over the frame, even transparent or `pointer-events: none`;
// geometry sees a frame moved, clipped or scrolled partly out of view. It does NOT see a CSS mask on the
// iframe or a CSS `zoom` (measured in Chromium, see visibilityProbe.browser.test.ts); zoom shows as a
// change of the frame's devicePixelRatio, which is watched too. A mask cannot be seen at all: decisions
// that move value or grant permissions are therefore never taken in the frame (see approvalWindow.ts).

/** How long the frame must have been fully visible, continuously, before an action in it counts. */
export const ARM_MS = 500

/** Below this devicePixelRatio the frame is zoomed down past reading (browser zoom stops at 0.25). */
export const MIN_DEVICE_PIXEL_RATIO = 0.5

/** Share of the target that must intersect the viewport: all of it, give or take rounding. */
const FULLY_VISIBLE_RATIO = 0.99

/** The visibility watch of one element. */
export interface VisibilityGuard {
  /** performance.now() time since which the target has been fully visible; undefined while it is not. */
  readonly visibleSince: number | undefined
  /**
   * Whether an action at `timeStamp` (an event's `timeStamp`, same clock as performance.now()) counts:
   * the target is visible now and was, without a break, for {@link ARM_MS} before it and since `since`.
   */
  accepts(timeStamp: number, since?: number): boolean
  /** Calls `listener(armed)` whenever the target becomes armed (visible for ARM_MS) or stops being visible. */
  onChange(listener: (armed: boolean) => void): () => void
  /** Stops watching. */
  stop(): void
}

/** What the guard reads from the page (the real window by default; tests pass their own). */
export interface GuardEnvironment {
  now(): number
  hidden(): boolean
  devicePixelRatio(): number
}

const browserEnvironment: GuardEnvironment = {
  now: () => performance.now(),
  hidden: () => document.visibilityState !== 'visible',
  devicePixelRatio: () => window.devicePixelRatio,
}

/** Whether one IntersectionObserver entry says the target is fully visible. */
export function entryIsFullyVisible(entry: IntersectionObserverEntry): boolean {
  const v2 = entry as IntersectionObserverEntry & { isVisible?: boolean }
  // Browsers without v2 (Firefox, Safari) leave isVisible undefined: geometry is all they report.
  return entry.isIntersecting && entry.intersectionRatio >= FULLY_VISIBLE_RATIO && v2.isVisible !== false
}

/**
 * Watches `target` until stopped: any entry that is not fully visible, the page hidden, or a change of
 * devicePixelRatio (zoom) disarms at once; being fully visible again re-arms after {@link ARM_MS}.
 * @example
 * const guard = watchVisibility(document.querySelector('main')!)
 * button.addEventListener('click', (e) => { if (e.isTrusted && guard.accepts(e.timeStamp)) go() })
 */
export function watchVisibility(
  target: Element,
  env: GuardEnvironment = browserEnvironment,
): VisibilityGuard {
  const listeners = new Set<(armed: boolean) => void>()
  let geometryVisible = false
  let visibleSince: number | undefined
  let armTimer: ReturnType<typeof setTimeout> | undefined
  const emit = (armed: boolean) => {
    for (const listener of listeners) listener(armed)
  }
  const visibleNow = () =>
    geometryVisible && !env.hidden() && env.devicePixelRatio() >= MIN_DEVICE_PIXEL_RATIO
  const disarm = () => {
    clearTimeout(armTimer)
    armTimer = undefined
    const was = visibleSince !== undefined
    visibleSince = undefined
    if (was) emit(false)
  }
  const update = (at = env.now()) => {
    if (!visibleNow()) return disarm()
    if (visibleSince !== undefined) return
    visibleSince = at
    armTimer = setTimeout(() => emit(true), Math.max(0, visibleSince + ARM_MS - env.now()))
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1]
      if (!entry) return
      const visible = entryIsFullyVisible(entry)
      // Any entry that is not fully visible breaks the run, even one followed at once by a visible one.
      if (!visible || entries.some((e) => !entryIsFullyVisible(e))) {
        geometryVisible = false
        disarm()
      }
      geometryVisible = visible
      update(entry.time)
    },
    {
      threshold: [0, 0.5, FULLY_VISIBLE_RATIO, 1],
      trackVisibility: true,
      delay: 100,
    } as IntersectionObserverInit,
  )
  observer.observe(target)
  const onVisibility = () => update()
  document.addEventListener('visibilitychange', onVisibility)
  // A zoom of the iframe (CSS `zoom`, which IntersectionObserver does not report) changes this frame's
  // devicePixelRatio: every change disarms, and re-arms only after ARM_MS at a readable ratio.
  let resolution: MediaQueryList | undefined
  const onResolution = () => {
    disarm()
    watchResolution()
    update()
  }
  const watchResolution = () => {
    resolution?.removeEventListener('change', onResolution)
    resolution = window.matchMedia(`(resolution: ${env.devicePixelRatio()}dppx)`)
    resolution.addEventListener('change', onResolution)
  }
  watchResolution()
  return {
    get visibleSince() {
      return visibleSince
    },
    accepts(timeStamp, since = Number.NEGATIVE_INFINITY) {
      if (!visibleNow() || visibleSince === undefined) return false
      return timeStamp - Math.max(visibleSince, since) >= ARM_MS
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
      resolution?.removeEventListener('change', onResolution)
      clearTimeout(armTimer)
      listeners.clear()
    },
  }
}

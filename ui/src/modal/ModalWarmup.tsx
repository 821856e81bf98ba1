// Pre-rendering the modal before the first open (the idle warm-up): on by default, `<AirlockProvider
// prerender={false}>` turns it off (then the modal renders nothing before the visitor first opens it).
// On, after the page's load, once the browser is idle and before the modal was ever opened, the modal (shell and the view a plain
// open would show: Connect, or Account when connected) is rendered in its real container but in standby:
// hidden, inert, aria-hidden, no dialog role, its effects skipped (no requests, focus or listeners) and its
// third-party images held back (unless `prefetch`). The render runs as a transition (time-sliced: it never
// blocks input). The first open then renders that same tree out of standby (nothing remounts), and the view's
// effects run as on any open. All of it is plain React state and props: nothing outside React touches the DOM.
// After any close (pre-render or not) the modal goes back to standby with the tree it showed, so a later open
// on the same view only reveals it too.
import type { Airlock } from '@airlock/kernel'
import { createContext, startTransition, useContext, useEffect, useState } from 'react'

/** True while the modal is pre-rendered in standby (hidden): views skip their effects (requests, focus, listeners). */
export const WarmupContext = createContext(false)

/** True inside the standby (hidden, pre-rendered) modal: views skip their effects (requests, focus, listeners). */
export function useIsWarmup(): boolean {
  return useContext(WarmupContext)
}

/**
 * True in a standby that comes before the modal's first open (the pre-render). Images are held back only
 * there: after an open, the closed modal keeps the images it showed (already loaded; dropping them would
 * make every later open create and load them again).
 */
export const BeforeFirstOpenContext = createContext(false)

/**
 * Whether third-party images are held back here: in the pre-rendered modal before its first open, unless
 * the integrator turned `prefetch` on.
 */
export function useImagesHeld(prefetch: boolean): boolean {
  return useContext(BeforeFirstOpenContext) && !prefetch
}

/**
 * Calls `run` in an idle callback after the page's `load` event (at once if the page has loaded; after a
 * short timeout where requestIdleCallback is missing); returns the canceller.
 *
 * @example
 * useEffect(() => onIdle(() => startTransition(() => setReady(true))), [])
 */
export function onIdle(run: () => void, timeout = 2000): () => void {
  const idle = (): (() => void) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(run, 50)
    return () => clearTimeout(id)
  }
  if (typeof document === 'undefined' || document.readyState === 'complete') return idle()
  let cancel = () => removeEventListener('load', onLoad)
  function onLoad(): void {
    cancel = idle()
  }
  addEventListener('load', onLoad, { once: true })
  return () => cancel()
}

/**
 * Whether the closed modal waits in standby (hidden, its tree kept) rather than rendering nothing: after the
 * first open always (the closed modal keeps the tree it showed, so a later open renders it again without
 * remounting), and before it only when `enabled` (the provider's `prerender`), from the first idle moment. The
 * switch into the pre-render is a transition, so React renders the hidden modal in slices that yield to input.
 * `opened`: whether the modal is or has been open, kept as state updated during the render that shows the
 * modal open (React's pattern for state derived from a prop: it re-renders at once, before committing, so it
 * costs no second commit). `open`: whether the modal renders open (the store's flag by default).
 *
 * @example
 * const { standby, opened } = useStandby(airlock, prerender)
 * if (!open && !standby) return null
 */
export function useStandby(
  airlock: Airlock,
  enabled: boolean,
  open: boolean = airlock.get((s) => s.modal.open),
): { standby: boolean; opened: boolean } {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const [prerendered, setPrerendered] = useState(false)
  useEffect(() => {
    if (enabled && !open && !opened && !prerendered)
      return onIdle(() => startTransition(() => setPrerendered(true)))
  }, [enabled, prerendered, open, opened])
  const wasOpened = opened || open
  return { standby: !open && (wasOpened || (enabled && prerendered)), opened: wasOpened }
}

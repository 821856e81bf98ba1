// Keeps the first open cheap: once the browser is idle and before the modal was ever opened, the modal
// (shell and its current view, Connect on a first visit) is rendered in its real container but in standby:
// `display: none`, inert, aria-hidden, no dialog role, its effects skipped (no requests, focus or
// listeners). The first open then reveals that same tree (nothing remounts): the click only re-renders
// it out of standby, and the view's effects run as on any open. After the first open there is no standby
// again: a later open mounts the modal as usual.
import type { Airlock } from '@airlock/kernel'
import { createContext, useContext, useEffect, useState } from 'react'

/** True while the modal is pre-rendered in standby (hidden): views skip their effects (requests, focus, listeners). */
export const WarmupContext = createContext(false)

/** True inside the standby (hidden, pre-rendered) modal: views skip their effects (requests, focus, listeners). */
export function useIsWarmup(): boolean {
  return useContext(WarmupContext)
}

/** Calls `run` when the browser is idle (or after a short timeout where requestIdleCallback is missing); returns the canceller. */
export function onIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, 50)
  return () => clearTimeout(id)
}

/**
 * Whether the closed modal should be pre-rendered in standby: true from the first idle moment until the
 * modal is first opened, false for good after that (and always false while open).
 */
export function useStandby(airlock: Airlock): boolean {
  const open = airlock.stores.modal.open
  const [phase, setPhase] = useState<'wait' | 'standby' | 'done'>('wait')
  useEffect(() => {
    if (phase === 'done') return
    if (open) return setPhase('done')
    if (phase === 'wait') return onIdle(() => setPhase('standby'))
  }, [phase, open])
  return phase === 'standby' && !open
}

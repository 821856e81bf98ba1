// Open state of the modal, with open and close actions (the kernel's getModalState / watchModal).
import type { ViewId } from '@airlock/kernel'
import { useMemo } from 'react'
import { useAirlock } from './useAirlock'
import { useWatched } from './useWatched'

type Airlock = ReturnType<typeof useAirlock>

/** What {@link useModal} returns. */
export interface UseModalResult {
  /** The modal is open. */
  isOpen: boolean
  /** The current view id. */
  view: ViewId
  /** A lazily loaded view (a plugin's) is loading. */
  loading: boolean
  /** Opens the modal (on `view` when given, else by the opening rules). */
  open: Airlock['open']
  /** Closes the modal; false when a plugin refuses (the modal shakes). */
  close: () => boolean
}

/** Modal state and actions of the nearest Airlock instance. */
export function useModal(): UseModalResult {
  const airlock = useAirlock()
  const state = useWatched(
    airlock,
    (a) => a.getModalState(),
    (a, listener) => a.watchModal(listener),
  )
  const actions = useMemo(
    () => ({
      open: ((...args: Parameters<Airlock['open']>) => airlock.open(...args)) as Airlock['open'],
      close: () => airlock.close(),
    }),
    [airlock],
  )
  return { isOpen: state.open, view: state.view.view, loading: state.loading, ...actions }
}

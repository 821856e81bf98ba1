// Open state of the modal, with open and close actions.
import type { ViewId } from '@airlock/kernel'
import { useMemo } from 'react'
import { useAirlock } from './useAirlock'
import { useObservableValue } from './useObservableValue'

/** What {@link useModal} returns. */
export interface UseModalResult {
  /** The modal is open. */
  isOpen: boolean
  /** The current view id. */
  view: ViewId
  /** Opens the modal (on `view` when given, else by the opening rules). */
  open: Airlock['open']
  /** Closes the modal; false when closing is blocked (the modal shakes). */
  close: () => boolean
}

type Airlock = ReturnType<typeof useAirlock>

/** Modal state and actions of the nearest Airlock instance. */
export function useModal(): UseModalResult {
  const airlock = useAirlock()
  const state = useObservableValue(() => ({
    isOpen: airlock.stores.modal.open,
    view: airlock.stores.router.view,
  }))
  const actions = useMemo(
    () => ({
      open: ((...args: Parameters<Airlock['open']>) => airlock.open(...args)) as Airlock['open'],
      close: () => airlock.close(),
    }),
    [airlock],
  )
  return { ...state, ...actions }
}

// Framework-free getters and watchers over an instance's stores: what a UI binding (React hooks, a Vue
// composable, plain DOM code) needs without touching MobX itself.

import { compareStructural, reaction } from 'mobx'
import type { CaipNetwork } from '../chain/types'
import type { ViewEntry } from '../router/viewTypes'
import type { AirlockStores } from '../stores/createStores'
import type { AccountState, ConnectionStatus } from '../stores/storeTypes'

/** The modal as a host sees it. */
export interface ModalState {
  /** The modal is open. */
  open: boolean
  /** The current view with its parameters. */
  view: ViewEntry
  /** A lazily loaded view is loading. */
  loading: boolean
}

/** A watcher's listener: the new value and the one before. */
export type WatchListener<T> = (value: T, previous: T) => void

/** The account of the active namespace. */
export function getAccount(stores: AirlockStores): AccountState {
  return stores.account.active
}

/** The active network. */
export function getNetwork(stores: AirlockStores): CaipNetwork {
  return stores.network.activeNetwork
}

/** Overall status: connected when any namespace is, else connecting when any is, else disconnected. */
export function getConnectionStatus(stores: AirlockStores): ConnectionStatus {
  const statuses = [...stores.connection.statuses.values()]
  if (statuses.includes('connected')) return 'connected'
  return statuses.includes('connecting') ? 'connecting' : 'disconnected'
}

/** Whether the modal is open, on which view, and whether a view is loading. */
export function getModalState(stores: AirlockStores): ModalState {
  return { open: stores.modal.open, view: stores.router.current, loading: stores.modal.loading }
}

/**
 * Calls `listener` whenever `read(stores)` changes (compared structurally); returns the unsubscribe
 * function. Nothing is attached until called; call the returned function to detach.
 *
 * @example
 * const stop = watch(airlock.stores, getConnectionStatus, (status) => console.log(status))
 */
export function watch<T>(
  stores: AirlockStores,
  read: (stores: AirlockStores) => T,
  listener: WatchListener<T>,
): () => void {
  return reaction(
    () => read(stores),
    (value, previous) => listener(value, previous),
    { equals: compareStructural },
  )
}

// The instance as a host sees it: state out through getters and watchers, intents in through actions
// that keep the rules. Nothing here hands out a store, a registry or the container.

import type { AirlockEventListener, AirlockEventName } from '../bus/createEventBus'
import type { CaipNetwork, ConnectResult } from '../chain/types'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import type { FeaturesInput } from '../config/features'
import type { BaseError } from '../errors/base'
import type {
  AirlockNavigation,
  AirlockReader,
  OptionalParams,
  PluginApi,
  WatchListener,
} from '../plugins/types'
import type { ViewId } from '../router/viewTypes'
import type {
  AccountState,
  ConnectionStatus,
  ModalState,
  SnackbarVariant,
  ThemeMode,
  ThemeVariables,
} from '../state/types'
import type { ConnectOptions } from './ConnectionController'
import type { Transactions } from './TransactionService'

/**
 * One Airlock instance, made by `createAirlock(config)`. Read its state with `get`/`watch` (or the named
 * getters and watchers below, which the React hooks wrap); change it only through its actions.
 *
 * @example
 * const airlock = createAirlock({ projectId, metadata, plugins: [evm()] })
 * await airlock.ready
 * airlock.watchAccount((account) => console.log(account.address))
 * await airlock.open()
 */
export interface Airlock extends AirlockReader, AirlockNavigation {
  /** The validated options. */
  readonly options: AirlockOptions
  /**
   * Settles once every eager plugin had its set-up and stored connections were restored. A plugin whose
   * set-up fails does not reject it: it is isolated (`get((s) => s.plugins.state(name))` is 'failed') and
   * reported on the `error` event.
   */
  readonly ready: Promise<void>
  /** Sends transactions and tracks them (read them with `get((s) => s.transactions)`). */
  readonly transactions: Transactions
  /** Opens the modal on the view the opening rules pick, or on `view` when given. */
  open<V extends ViewId>(view?: V, ...params: OptionalParams<V>): Promise<void>
  /**
   * Connects a wallet by the id of any of its connectors, in every configured namespace it serves: the
   * status reads 'connecting', then 'pending' while the `afterConnect` hooks run (a sign-in step shows
   * there), then 'connected', and Account shows. A rejection is a `SignatureDeclinedError`.
   *
   * @example
   * await airlock.connect('io.metamask')
   */
  connect(connectorId: string, options?: ConnectOptions): Promise<ConnectResult>
  /** Switches the active network (asks the wallet when connected; `ChainNotSupportedError` when it cannot). */
  switchNetwork(network: CaipNetwork | string): Promise<void>
  /** Reloads native and token balances of the active account. */
  refreshBalances(options?: { force?: boolean }): Promise<void>
  /**
   * Loads the next page of the active account's history on the active chain (the first one after a change).
   * A first page with a newest item not seen at the top before reloads the balances past their cache.
   */
  loadHistory(): Promise<void>
  /**
   * Records the visitor's answer to the legal checkbox (`features.legalCheckbox`): until it is true, every
   * connect method is disabled and `connect()` throws `LegalConsentRequiredError`. Kept in memory only.
   *
   * @example
   * checkbox.onchange = () => airlock.acceptLegal(checkbox.checked)
   */
  acceptLegal(accepted: boolean): void
  /** Changes feature flags (checked like the config's: a near-miss of a declared flag throws `InvalidConfigError`). */
  setFeatures(features: FeaturesInput): void
  /** Changes the theme mode and merges theme variables. */
  setTheme(theme: { mode?: ThemeMode; variables?: ThemeVariables }): void
  /** Shows a notice in the snackbar: an error (by its message key) or a catalogue text (default variant 'error'). */
  notify(message: BaseError | string, variant?: SnackbarVariant): void
  /** Hides the snackbar. */
  dismissNotice(): void
  /** The API a set-up plugin exposed (`ctx.expose`), or undefined (read inside an observer, it is tracked). */
  plugin<P extends string>(name: P): PluginApi<P> | undefined
  /** The API of a plugin, loading a lazy one first; rejects when it is not configured, off or failed. */
  loadPlugin<P extends string>(name: P): Promise<PluginApi<P>>
  /** Listens to an event (account, network, connection, modal, view, plugin, error, alert); returns the unsubscriber. */
  on<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): () => void
  /** The active namespace's account. */
  getAccount(): AccountState
  /** Calls `listener` when the active account changes; returns the unsubscribe function. */
  watchAccount(listener: WatchListener<AccountState>): () => void
  /** The active network. */
  getNetwork(): CaipNetwork
  /** Calls `listener` when the active network changes; returns the unsubscribe function. */
  watchNetwork(listener: WatchListener<CaipNetwork>): () => void
  /** Overall connection status ('pending' while after-connect hooks such as sign-in run). */
  getConnectionStatus(): ConnectionStatus
  /** Calls `listener` when the overall connection status changes; returns the unsubscribe function. */
  watchConnectionStatus(listener: WatchListener<ConnectionStatus>): () => void
  /** Whether the modal is open, its view and loading flag. */
  getModalState(): ModalState
  /** Calls `listener` when the modal opens, closes, changes view or loads; returns the unsubscribe function. */
  watchModal(listener: WatchListener<ModalState>): () => void
  /** Tears the instance down: plugin disposers (reverse order), adapter hooks, watchers, timers, listeners. */
  destroy(): Promise<void>
}

// The read model of an instance: everything a host, a plugin or a UI reads, as read-only values. It is
// what `get(select)` and `watch(select, fn)` hand to `select`. Reads go through MobX, so a `get` inside
// a MobX derivation (an observer component, a reaction) is tracked; the values handed out are frozen or
// copies, never a store: nothing read here can change the instance (changes go through the actions).

import type { TrackedTransaction } from '../airlock/TransactionService'
import type { HistoryItem, TokenBalance } from '../api/schemas'
import type { AdapterOf, CaipNetwork, ChainNamespace, Connector } from '../chain/types'
import type { Features } from '../config/features'
import type { BaseError, MessageKey } from '../errors'
import type { ContributionKey, Contributions } from '../plugins/contributions'
import type { SlotItem, SlotName } from '../plugins/slots'
import type { AirlockServices } from '../plugins/types'
import type { ViewEntry } from '../router/viewTypes'
import type { RecentWallet } from '../storage'

/** Connection status of one chain namespace, or overall: 'pending' while the after-connect hooks run. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'pending' | 'connected'

/** Account status as views show it ('pending': connected, a gate such as sign-in not passed yet). */
export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'pending' | 'connected'

/**
 * Account data a plugin keeps on an account, under its own name (`ctx.setAccountData`). A plugin types
 * its entry by augmentation:
 *
 * @example
 * declare module '@airlock/kernel' { interface AccountData { 'acme-login': { provider: string } } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface AccountData {}

/** An account of a multi-account wallet, with its type (e.g. 'eoa', 'smartAccount'). */
export interface AccountEntry {
  readonly address: string
  readonly type: string
}

/** Info about the connected wallet, for the Account header. */
export interface ConnectedWalletInfo {
  readonly name: string
  readonly icon?: string
  readonly rdns?: string
  readonly type?: string
}

/** Account state of one namespace (spec §3 "Account state"), as the kernel keeps it. */
export interface AccountState {
  /** CAIP-10 account id. */
  readonly caipAddress: `${string}:${string}:${string}` | undefined
  /** The address in the namespace's canonical form (its adapter's `address.format`, e.g. a checksum). */
  readonly address: string | undefined
  /** Native balance, formatted decimal. */
  readonly balance: string | undefined
  /** Symbol of `balance`. */
  readonly balanceSymbol: string | undefined
  /** Profile name, from the `profile` hook. */
  readonly profileName: string | undefined
  /** Profile image URL (untrusted), from the `profile` hook. */
  readonly profileImage: string | undefined
  /** The address on the active network's block explorer. */
  readonly addressExplorerUrl: string | undefined
  /** Token balances (0-decimal tokens dropped, spec §5). */
  readonly tokenBalance: readonly TokenBalance[]
  /** Where the token balances stand: 'idle' until a load starts, then 'loading', 'loaded' or 'error'. */
  readonly tokenBalanceStatus: TokenBalanceStatus
  /** The connected wallet. */
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined
  /** The connected account's type as the adapter reports it (e.g. 'eoa', 'smartAccount', 'payment'). */
  readonly preferredAccountType: string | undefined
  /** Every account the wallet exposes. */
  readonly allAccounts: readonly AccountEntry[]
  /** Status of this namespace's connection. */
  readonly status: AccountStatus
  /** Data plugins keep on this account, by plugin name (see `AccountData`). */
  readonly data: { readonly [P in keyof AccountData]?: AccountData[P] }
}

/** Where a namespace's token balances stand: not asked yet, loading, loaded, or failed (retries blocked 30 s). */
export type TokenBalanceStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** Networks: the active one, every configured one, and per namespace. */
export interface NetworkState {
  /** The active network. */
  readonly active: CaipNetwork
  /** Namespace of the active network. */
  readonly activeNamespace: ChainNamespace
  /** Every configured network. */
  readonly all: readonly CaipNetwork[]
  /** Namespaces that have a network, in configuration order. */
  readonly namespaces: readonly ChainNamespace[]
  /** The CAIP-2 id of a chain the wallet sits on that is not configured, if any. */
  readonly unsupportedChainId: string | undefined
  /** The networks of a namespace. */
  of(namespace: ChainNamespace): readonly CaipNetwork[]
  /** The last active network of a namespace, if it had one. */
  lastActive(namespace: ChainNamespace): CaipNetwork | undefined
  /** A configured network by CAIP-2 id, or undefined. */
  find(caipNetworkId: string): CaipNetwork | undefined
}

/**
 * One wallet as the Connect view lists it: the connectors of one wallet across namespaces (joined by
 * rdns, else by name), so a wallet serving several namespaces is one row that connects all of them.
 */
export interface WalletGroup {
  /** The id to connect with (the first connector's id). */
  readonly id: string
  /** Display name. */
  readonly name: string
  /** Icon URL of the first connector that has one. */
  readonly imageUrl: string | undefined
  /** Catalogue image id of the first connector that has one. */
  readonly imageId: string | undefined
  /** The first connector's type. */
  readonly type: Connector['type']
  /** The wallet's rdns, when announced. */
  readonly rdns: string | undefined
  /** The wallet's catalogue id, when known. */
  readonly explorerId: string | undefined
  /** Its connectors, in registration order. */
  readonly connectors: readonly Connector[]
  /** Every namespace it serves. */
  readonly namespaces: readonly ChainNamespace[]
}

/** Connections: statuses, connectors and wallets, recent wallets, the last failures. */
export interface ConnectionState {
  /** Overall status: connected when any namespace is; else pending, connecting, disconnected, in that order. */
  readonly status: ConnectionStatus
  /** Namespaces that have a chain adapter, in registration order. */
  readonly namespaces: readonly ChainNamespace[]
  /** Namespaces with a wallet connected (pending or connected). */
  readonly connectedNamespaces: readonly ChainNamespace[]
  /** Every connector (the adapters' own, then those plugins added). */
  readonly connectors: readonly Connector[]
  /**
   * The connectors plugins added with `registerConnector` (not the adapters' own): what a chain adapter's
   * own connector list may read without reading itself (e.g. a wallet's rdns known to another namespace).
   */
  readonly addedConnectors: readonly Connector[]
  /** The wallets to list: connectors joined across namespaces. */
  readonly wallets: readonly WalletGroup[]
  /** Recently used wallets (at most 2). */
  readonly recentWallets: readonly RecentWallet[]
  /** True when an injected or announced wallet is visible (it changes the connect-method order). */
  readonly hasVisibleWallet: boolean
  /**
   * True while `features.legalCheckbox` is on and the visitor has not accepted the terms: every connect
   * method stays disabled and `connect()` throws `LegalConsentRequiredError` (see `airlock.acceptLegal`).
   */
  readonly legalConsentNeeded: boolean
  /** Status of one namespace. */
  statusOf(namespace: ChainNamespace): ConnectionStatus
  /** The connector id connected in a namespace. */
  connectorIdOf(namespace: ChainNamespace): string | undefined
  /** A connector by id. */
  connector(id: string): Connector | undefined
  /** The wallet a connector id belongs to. */
  walletOf(connectorId: string): WalletGroup | undefined
  /** The last connect failure of a connector (its error), until the next attempt. */
  lastError(connectorId: string): BaseError | undefined
  /**
   * The chain adapter of a namespace (typed by `ChainAdapters`), to check its capabilities, e.g. in a slot
   * entry's `visible` rule: `(s) => s.connection.adapter(s.network.activeNamespace)?.signMessage !== undefined`.
   */
  adapter<N extends ChainNamespace>(namespace: N): AdapterOf<N> | undefined
}

/** The modal as everyone reads it. */
export interface ModalState {
  /** The modal is open. */
  readonly open: boolean
  /** The current view with its parameters. */
  readonly view: ViewEntry
  /** A lazily loaded view is loading. */
  readonly loading: boolean
}

/** The modal's router and flags, beyond `ModalState`. */
export interface RouterState extends ModalState {
  /** The view stack, oldest first. */
  readonly history: readonly ViewEntry[]
  /** True when `back()` goes to a previous view (else it closes the modal, or is refused by a gate). */
  readonly canGoBack: boolean
  /** Raised for 500 ms when closing was refused. */
  readonly shake: boolean
  /** The blocking step shown, while a gate runs (see `ctx.gate`). */
  readonly gate: ViewEntry | undefined
  /**
   * The view requested while the visitor lacked the account it needs (`needsAccount`): Connect shows, and
   * this view follows once they connect. Undefined when none waits.
   */
  readonly pending: ViewEntry | undefined
}

/** A visitor-facing notice in the snackbar. */
export interface SnackbarState {
  /** Shown. */
  readonly open: boolean
  /** Its English text. */
  readonly message: string
  /** Its catalogue key, when it has one (a UI shows that key's text in the visitor's locale). */
  readonly messageKey: MessageKey | undefined
  /** Variant. */
  readonly variant: SnackbarVariant
}

/** Snackbar variants (spec §4). */
export type SnackbarVariant = 'success' | 'error' | 'loading' | 'info'

/** Light or dark. */
export type ThemeMode = 'light' | 'dark'

/** Theme variables by name. */
export type ThemeVariables = Readonly<Record<string, string | number>>

/** State of one configured plugin. */
export type PluginState = 'pending' | 'disabled' | 'loading' | 'loaded' | 'failed'

/** The configured plugins and where each stands. */
export interface PluginsState {
  /** Names of every configured plugin, in dependency order. */
  readonly configured: readonly string[]
  /** Names of plugins whose set-up finished. */
  readonly loaded: readonly string[]
  /** A plugin's state (undefined for a name not configured). */
  state(name: string): PluginState | undefined
  /** Why a plugin failed (a `PluginError` naming it and its hook), while it is 'failed'. */
  error(name: string): BaseError | undefined
}

/** Account history of the active account and chain (the Activity tab). */
export interface HistoryState {
  /** A history source exists (a blockchain-data API is configured). */
  readonly available: boolean
  /** Loaded items of the active chain, spam dropped. */
  readonly items: readonly HistoryItem[]
  /** A page is loading. */
  readonly loading: boolean
  /** The last page failed to load. */
  readonly error: boolean
  /** The last page has been loaded. */
  readonly complete: boolean
  /** Another page exists (the last one loaded named a next cursor). */
  readonly hasMore: boolean
}

/**
 * Everything an instance shows, read-only. Hand `get` or `watch` a function of it; inside a MobX
 * derivation (an `observer` component, a reaction) what it reads is tracked.
 *
 * @example
 * const address = airlock.get((s) => s.account.address)
 * const stop = airlock.watch((s) => s.connection.status, (status) => console.log(status))
 */
export interface AirlockState {
  /** The account of the active namespace. */
  readonly account: AccountState
  /** The account of a namespace. */
  accountOf(namespace: ChainNamespace): AccountState
  /** Networks. */
  readonly network: NetworkState
  /** Connections. */
  readonly connection: ConnectionState
  /** The modal and its router. */
  readonly modal: RouterState
  /** Current feature flags. */
  readonly features: Features
  /** Connect-method order: the configured one, else email, social, wallet (wallet first when one is visible). */
  readonly connectMethodsOrder: readonly string[]
  /** Theme mode and variables. */
  readonly theme: { readonly mode: ThemeMode; readonly variables: ThemeVariables }
  /** The snackbar. */
  readonly snackbar: SnackbarState
  /** Plugins. */
  readonly plugins: PluginsState
  /** Transactions sent through `transactions.submit`, newest last. */
  readonly transactions: readonly TrackedTransaction[]
  /** History of the active account. */
  readonly history: HistoryState
  /** The entries of a slot that show now (feature flag on, `visible` holds), in registration order. */
  slot<S extends SlotName>(slot: S): readonly SlotItem<S>[]
  /** Every value contributed under a key, in the order they were added. */
  contributions<K extends ContributionKey>(key: K): readonly Contributions[K][]
  /** True when a kernel service is configured (its endpoint given), e.g. for a tab's `visible` rule. */
  hasService(key: keyof AirlockServices): boolean
}

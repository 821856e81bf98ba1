// Namespace-generic chain types: networks (spec §3 "Network"), connectors (spec §3 "Connector") and the
// adapter contract every chain plugin implements. The kernel knows no namespace: each chain plugin owns
// one and types its adapter and wallet provider by augmenting `ChainAdapters` and `NamespaceProviders`.

import type { ViewId } from '../router/viewTypes'
import type { CaipNetworkId } from '../validation/caip'
import type {
  NftTransferParameters,
  PreparedTransfer,
  TransferChoices,
  TransferParameters,
} from './transferTypes'

export type {
  ChainText,
  NftTransferParameters,
  PreparedTransfer,
  TransferChoice,
  TransferChoices,
  TransferParameters,
} from './transferTypes'

/** A chain namespace (the first part of a CAIP-2 id), e.g. the one a chain plugin owns. */
export type ChainNamespace = string

/** A network as the spec describes it (§3 "Network"). */
export interface CaipNetwork {
  /** The chain's own id (a number for some namespaces, a string such as a genesis hash prefix for others). */
  id: number | string
  /** Display name. */
  name: string
  /** The native currency. */
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** CAIP-2 id, `${chainNamespace}:${id}`. */
  caipNetworkId: CaipNetworkId
  /** The namespace this network belongs to. */
  chainNamespace: ChainNamespace
  /** Images of the network. */
  assets?: { imageId?: string; imageUrl?: string }
  /** RPC endpoints: `default` and the chain's own `chainDefault`. */
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  /** Block explorers, `default` first. */
  blockExplorers?: { default: { name: string; url: string } } & Record<string, { name: string; url: string }>
  /** True for test networks. */
  testnet?: boolean
}

/**
 * Connector kinds (spec §3 "Connector"). The kernel names the generic ones; a plugin adds its own kind by
 * augmentation (a pairing protocol's, an embedded wallet's):
 *
 * @example
 * declare module '@airlock/kernel' { interface ConnectorTypes { ACME_LOGIN: true } }
 */
export interface ConnectorTypes {
  /** A provider the host hands over (or a plugin creates) outside discovery. */
  EXTERNAL: true
  /** A wallet found on the page without an announcement. */
  INJECTED: true
  /** A wallet that announced itself (an installed extension): with INJECTED it puts wallets first (spec §2). */
  ANNOUNCED: true
  /** One connector serving several namespaces. */
  MULTI_CHAIN: true
}

/** A connector kind (see `ConnectorTypes`). */
export type ConnectorType = keyof ConnectorTypes & string

/**
 * The wallet provider a connector hands to a namespace's adapter, by namespace. A chain plugin augments
 * it with its provider type, so that a connector serving several namespaces (a pairing protocol, the
 * embedded wallet) can give each chain adapter a provider it understands:
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface NamespaceProviders { acme: { request(args: { method: string }): Promise<unknown> } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface NamespaceProviders {}

/** The provider type of namespace `N` (`unknown` when no plugin declared one). */
export type NamespaceProvider<N extends ChainNamespace> = N extends keyof NamespaceProviders
  ? NamespaceProviders[N]
  : unknown

/** Parameters of a connector's own `connect` (connectors that serve several namespaces at once). */
export interface ConnectorConnectParameters {
  /** The namespaces to connect (those the connector serves and that have an adapter). */
  namespaces: readonly ChainNamespace[]
  /** The network to connect on, per namespace. */
  networks: ReadonlyMap<ChainNamespace, CaipNetwork>
}

/**
 * A way to connect a wallet (spec §3 "Connector"): data, plus behaviour when one connection serves
 * several namespaces. Its id is unique across namespaces.
 */
export interface Connector {
  /** Unique id across every namespace (for announced wallets usually the rdns; prefix it when a wallet may appear in several chain plugins). */
  id: string
  /** Display name. */
  name: string
  /** Icon URL (a data URL for announced wallets). */
  imageUrl?: string
  /** Wallet catalogue image id. */
  imageId?: string
  /** Kind of connector. */
  type: ConnectorType
  /** The namespaces this connector serves. */
  namespaces: readonly ChainNamespace[]
  /** Wallet info; `rdns` identifies announced wallets and joins one wallet's connectors across namespaces. */
  info?: { rdns?: string }
  /** Wallet catalogue id, when known. */
  explorerId?: string
  /** The view shown while connecting (default `ConnectingExternal`); it gets `{ connectorId }`. */
  connectingView?: ViewId
  /**
   * Opens one connection for every namespace it serves (e.g. one pairing), before each namespace's
   * adapter connects through `getProvider`. Absent: each adapter connects the connector on its own.
   */
  connect?(params: ConnectorConnectParameters): Promise<void>
  /** Restores a previous connection without prompting; false when there is none. */
  reconnect?(params: ConnectorConnectParameters): Promise<boolean>
  /** Closes the connection opened by `connect` (after every adapter disconnected). */
  disconnect?(): Promise<void>
  /** The wallet provider for one namespace, for adapters connecting a connector they did not make. */
  getProvider?<N extends ChainNamespace>(namespace: N): Promise<NamespaceProvider<N>>
  /**
   * What this connector knows of its connection in a namespace beyond the provider's accounts: every
   * account with its type, and the connected account's type (e.g. an embedded wallet's own account and
   * the smart account over it).
   * Read after the namespace's adapter connected (or reconnected); the adapter's own `accounts` and
   * `accountType` win when it reports types (an `accountType`, or a `type` on an entry of `accounts`). Absent, or undefined: the adapter's result alone.
   * Read again when the adapter reports `accountsChanged` (before `account:changed` is emitted), so a
   * connector that switches the visitor between its accounts updates what it returns first, then has its
   * provider emit `accountsChanged`: the kernel writes the new `accountType` (else the new address's type
   * in `accounts`) to `preferredAccountType`.
   *
   * @example
   * accountsOf: (namespace) => namespace === 'acme'
   *   ? { accounts: [{ address: 'acme1smart', type: 'smartAccount' }], accountType: 'smartAccount' }
   *   : undefined
   */
  accountsOf?(namespace: ChainNamespace): ConnectorAccounts | undefined
}

/** The accounts a connector reports of one namespace (see `Connector.accountsOf`). */
export type ConnectorAccounts = Pick<ConnectResult, 'accounts' | 'accountType'>

/** What a successful connect or reconnect returns. */
export interface ConnectResult {
  /** The connected address (native form of the namespace). */
  address: string
  /** The chain id the wallet is on (the reference part of the CAIP-2 id, or the whole id). */
  chainId: number | string
  /** All accounts the wallet exposes, when it exposes several. */
  accounts?: readonly { address: string; type?: string }[]
  /** The connected account's type (e.g. 'eoa', 'smartAccount'); else the type of its entry in `accounts`. */
  accountType?: string
}

/** Parameters of `ChainAdapter.connect` and `ChainAdapter.reconnect`. */
export interface ChainConnectParameters {
  /** The connector's id. */
  connectorId: string
  /** The connector itself, when the kernel knows it (use its `getProvider` for connectors of other plugins). */
  connector?: Connector | undefined
  /** The network to connect on; the adapter picks its default when absent. */
  network?: CaipNetwork
}

/** A native balance as the adapter reports it. */
export interface ChainBalance {
  /** Formatted decimal amount, e.g. '1.5'. */
  balance: string
  /** Currency symbol. */
  symbol: string
}

/** A fee, chain-neutral: an amount in the smallest unit of a currency (gas × price, lamports, vbytes × rate…). */
export interface ChainFee {
  /** Amount in the smallest unit. */
  amount: bigint
  /** Decimals of the currency. */
  decimals: number
  /** Currency symbol. */
  symbol: string
}

/** Parameters of `ChainAdapter.sendTransaction`: a native transfer or a call. */
export interface ChainSendTransactionParameters {
  /** Receiver (or contract) address. */
  to: string
  /** Amount in the smallest unit. */
  value: bigint
  /** Call data, for chains that have it. */
  data?: string
  /** The network to send on. */
  network: CaipNetwork
  /** The sender. */
  address: string
  /**
   * A gas limit the caller already has (e.g. one an API built the transaction with, which allows for state
   * the moment of an estimate cannot see); the adapter estimates when absent. Chains without a gas limit
   * ignore it.
   */
  gas?: bigint
}

/** The outcome of a transaction the kernel waits for. */
export type TransactionOutcome = 'confirmed' | 'failed'

/** A wallet request about to leave (the `beforeRequest` hook sees it; approval gating). */
export interface WalletRequest {
  /** Namespace of the adapter sending it. */
  namespace: ChainNamespace
  /** Method name, e.g. a signing method. */
  method: string
  /** Its parameters. */
  params?: unknown
}

/** Callbacks the kernel gives an adapter (through `attach`) to report what the wallet does later. */
export interface ChainAdapterHooks {
  /** The wallet's accounts changed; an empty list means it disconnected. */
  accountsChanged(accounts: readonly string[]): void
  /** The wallet switched chain (reference part of the CAIP-2 id, or the whole id). */
  chainChanged(chainId: number | string): void
  /** The wallet disconnected on its own. */
  disconnected(): void
  /** Runs the plugins' `beforeRequest` hooks; await it before sending a wallet request (it may throw to refuse). */
  beforeRequest(request: Omit<WalletRequest, 'namespace'>): Promise<void>
}

/** Address rules of a namespace (spec §5): every chain adapter has them. */
export interface AddressRules {
  /** True when the value is a valid address of the namespace. */
  validate(value: string): boolean
  /** The canonical form to show (e.g. a checksum); absent: shown as given. */
  format?(value: string): string
}

/**
 * A chain plugin's adapter, by capability: a small required core, and optional abilities that are
 * absent (never stubbed) when the chain or wallet cannot do them. The UI offers an action only when the
 * active adapter has the capability. Abilities of one kind of chain (typed data, call batches, partially signed transactions…)
 * are declared by its plugin on its own adapter type, registered in `ChainAdapters`.
 */
export interface ChainAdapter {
  /** The namespace this adapter serves. */
  readonly namespace: ChainNamespace
  /** The networks it serves (the plugin also adds them to the network store). */
  readonly networks: readonly CaipNetwork[]
  /** Address rules of the namespace. */
  readonly address: AddressRules
  /**
   * True when the blockchain-data API serves this namespace's token balances and activity (spec §9 lists
   * the two chain families the hosted API serves; a plugin whose namespace the integrator's API also
   * answers may set it too). Without it the kernel asks the API for neither: the account shows the
   * adapter's native balance only and no Activity tab.
   */
  readonly accountData?: boolean
  /**
   * Its own connectors (each listing this namespace). Make this observable (a MobX `observable.array`, or
   * a getter reading one) when it changes at runtime, e.g. on wallet announcements. Connectors of other
   * kinds are added with `ctx.registerConnector`.
   */
  readonly connectors?: readonly Connector[]
  /**
   * Starts finding the page's wallets when the adapter does that lazily (its discovery code in a chunk of
   * its own); resolves once `connectors` lists what was found. The kernel awaits it before it connects or
   * restores a stored connection, so a programmatic `connect` never misses a wallet. Must be idempotent.
   */
  loadConnectors?(): Promise<unknown>
  /**
   * Loads the code a connect runs (its own chunks) and requests nothing else. The kernel calls it, for a
   * visitor without a connection, when the UI sees the intent to pick a wallet (the pointer over the wallet
   * list, a key pressed in it), so that the pick does not wait for it. Idempotent; a failure is ignored.
   */
  preloadConnect?(): Promise<unknown>
  /** Receives the kernel's callbacks once, when the adapter is registered; may return a disposer. */
  attach?(hooks: ChainAdapterHooks): undefined | (() => void)
  /** Connects with a connector (may prompt the user). */
  connect(params: ChainConnectParameters): Promise<ConnectResult>
  /** Reconnects a previously used connector without prompting; null when it cannot. */
  reconnect?(params: ChainConnectParameters): Promise<ConnectResult | null>
  /** Disconnects the active connector. */
  disconnect(): Promise<void>
  /** Native balance of an address on a network. */
  getBalance(params: { address: string; network: CaipNetwork }): Promise<ChainBalance>

  /** Asks the wallet to switch network. */
  switchNetwork?(params: { network: CaipNetwork }): Promise<void>
  /** Signs a text message with the connected account; returns the signature. */
  signMessage?(params: { message: string; address: string }): Promise<string>
  /** Prepares a native transfer (estimates included) for `estimateFee` and `sendTransfer`. */
  prepareTransfer?(params: TransferParameters): Promise<PreparedTransfer>
  /** Prepares a fungible-token transfer; absent when the chain or adapter has no tokens. */
  prepareTokenTransfer?(
    params: TransferParameters & { token: { address: string; decimals: number } },
  ): Promise<PreparedTransfer>
  /**
   * Prepares sending one NFT (estimates included); `estimateFee` and `sendTransfer` take the result like
   * any prepared transfer (its `params` carry amount 1 and the contract as token, 0 decimals).
   *
   * @example
   * const prepared = await adapter.prepareNftTransfer?.({ address, to, network, nft: { contract, tokenId: '1' } })
   */
  prepareNftTransfer?(params: NftTransferParameters): Promise<PreparedTransfer>
  /**
   * The choices a prepared transfer offers the visitor before signing, each with its fee (e.g. Bitcoin's
   * slow, normal and fast fee rates; an EVM adapter's gas speeds); undefined when it offers none. The
   * visitor's pick travels in the prepared transfer: `estimateFee` and `sendTransfer` follow
   * `prepared.choice` (see `withTransferChoice`). Absent: the UI shows the fee of `estimateFee` alone.
   *
   * @example
   * const offered = await adapter.transferChoices?.(prepared) // { label, choices: [{ id: 'fast', … }], selected: 'normal' }
   * const fast = withTransferChoice(prepared, offered, 'fast')
   * await adapter.sendTransfer?.(fast) // paid at the fast rate
   */
  transferChoices?(prepared: PreparedTransfer): Promise<TransferChoices | undefined>
  /** The fee a prepared transfer costs (with its `choice`, when it has one), in the native currency. */
  estimateFee?(prepared: PreparedTransfer): Promise<ChainFee>
  /** Sends a prepared transfer (with its `choice`, when it has one); returns its hash or signature. */
  sendTransfer?(prepared: PreparedTransfer): Promise<string>
  /** Sends a transaction with call data; returns its hash. */
  sendTransaction?(params: ChainSendTransactionParameters): Promise<string>
  /** Waits until a sent transaction is confirmed or failed (bounded by the chain's own expiry rules). */
  waitForTransaction?(params: { hash: string; network: CaipNetwork }): Promise<TransactionOutcome>
}

/**
 * Chain adapters by namespace, for `ctx.adapter(namespace)` and `airlock.adapter(namespace)`. A chain
 * plugin augments it with its own adapter type:
 *
 * @example
 * declare module '@airlock/kernel' { interface ChainAdapters { acme: AcmeAdapter } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface ChainAdapters {}

/** The adapter type of namespace `N` (`ChainAdapter` when no plugin declared one). */
export type AdapterOf<N extends ChainNamespace> = N extends keyof ChainAdapters
  ? ChainAdapters[N]
  : ChainAdapter

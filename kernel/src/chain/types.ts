// Namespace-generic chain types: networks (spec §3 "Network"), connectors (spec §3 "Connector") and the
// adapter contract every chain plugin (eip155, solana, bip122 or any other namespace) implements.

import type { CaipNetworkId } from '../validation/caip'

/** A chain namespace: 'eip155', 'solana', 'bip122' or any other CAIP-2 namespace. */
export type ChainNamespace = string

/** A network as the spec describes it (§3 "Network"). */
export interface CaipNetwork {
  /** The chain's own id (a number for EVM, a string such as a genesis hash prefix elsewhere). */
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

/** The connector kinds of the spec (§3 "Connector"). */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH'

/** A way to connect a wallet, published by a chain plugin (spec §3 "Connector"). */
export interface Connector {
  /** Unique id within its namespace (for EIP-6963 wallets, usually the rdns). */
  id: string
  /** Display name. */
  name: string
  /** Icon URL (a data URL for announced wallets). */
  imageUrl?: string
  /** Wallet catalogue image id. */
  imageId?: string
  /** Kind of connector. */
  type: ConnectorType
  /** The namespace this connector connects to. */
  chain: ChainNamespace
  /** Wallet info; `rdns` identifies announced wallets. */
  info?: { rdns?: string }
  /** Wallet catalogue id, when known. */
  explorerId?: string
}

/** What a successful connect or reconnect returns. */
export interface ConnectResult {
  /** The connected address (native form of the namespace). */
  address: string
  /** The chain id the wallet is on (the reference part of the CAIP-2 id). */
  chainId: number | string
  /** All accounts the wallet exposes, when it exposes several. */
  accounts?: readonly { address: string; type?: string }[]
}

/** Parameters of `ChainAdapter.connect` and `ChainAdapter.reconnect`. */
export interface ChainConnectParameters {
  /** The connector to use. */
  connectorId: string
  /** The network to connect on; the adapter picks its default when absent. */
  network?: CaipNetwork
}

/** A native balance as the adapter reports it. */
export interface ChainBalance {
  /** Formatted decimal amount, e.g. '1.5'. */
  balance: string
  /** Currency symbol, e.g. 'ETH'. */
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
}

/** Parameters of `ChainAdapter.sendToken`: a fungible-token transfer. */
export interface ChainSendTokenParameters {
  /** Receiver address. */
  to: string
  /** Amount in the token's smallest unit. */
  amount: bigint
  /** The token: its address (plain or CAIP-10, as the blockchain-data API lists it) and decimals. */
  token: { address: string; decimals: number }
  /** The network to send on. */
  network: CaipNetwork
  /** The sender. */
  address: string
}

/** Callbacks the kernel gives an adapter (through `attach`) to report what the wallet does later. */
export interface ChainAdapterHooks {
  /** The wallet's accounts changed; an empty list means it disconnected. */
  accountsChanged(accounts: readonly string[]): void
  /** The wallet switched chain (reference part of the CAIP-2 id, or the whole id). */
  chainChanged(chainId: number | string): void
  /** The wallet disconnected on its own. */
  disconnected(): void
  /** WalletConnect: a pairing URI is ready to be shown as a QR code (expiry in epoch ms). */
  walletConnectUri(uri: string, expiresAt: number): void
  /** WalletConnect: the pairing URI is gone (connected, expired or cancelled). */
  walletConnectUriCleared(): void
}

/**
 * A chain plugin's adapter. Namespace-generic: the kernel knows no chain. Optional abilities are
 * optional members (absent when the chain cannot do them), never stubs.
 */
export interface ChainAdapter {
  /** The namespace this adapter serves, e.g. 'eip155'. */
  readonly namespace: ChainNamespace
  /** The networks it serves. */
  readonly networks: readonly CaipNetwork[]
  /**
   * Its connectors. Make this observable (a MobX `observable.array`, or a getter reading one) when it
   * changes at runtime, e.g. on EIP-6963 announcements: the kernel's connection store reacts to it.
   */
  readonly connectors: readonly Connector[]
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
  switchNetwork(params: { network: CaipNetwork }): Promise<void>
  /** Signs a text message with the connected account; returns the signature. */
  signMessage(params: { message: string; address: string }): Promise<string>
  /** Sends a transaction; returns its hash or signature. */
  sendTransaction(params: ChainSendTransactionParameters): Promise<string>
  /** Transfers a fungible token (e.g. ERC-20); returns the hash or signature. For chains with tokens. */
  sendToken?(params: ChainSendTokenParameters): Promise<string>
  /**
   * Estimates the gas (execution units, not a fee) a transaction needs, for chains that meter gas.
   * The fee in the smallest unit is `estimateGas(...) * getGasPrice(...)`.
   */
  estimateGas?(params: ChainSendTransactionParameters): Promise<bigint>
  /** Current price of one gas unit in the smallest unit of the native currency (wei for EVM). */
  getGasPrice?(params: { network: CaipNetwork }): Promise<bigint>
  /** Signs typed structured data (EIP-712 style), for chains that have it. */
  signTypedData?(params: { data: unknown; address: string }): Promise<string>
  /** Wallet capabilities (EIP-5792 style), for chains that have them. */
  getCapabilities?(params: { address: string }): Promise<Record<string, unknown>>
}

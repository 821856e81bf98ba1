// EVM-side types shared by the connectors, actions and the adapter.

/** An EIP-1193 request: a JSON-RPC method and its params. */
export interface Eip1193RequestArguments {
  /** The JSON-RPC method, e.g. 'eth_requestAccounts'. */
  readonly method: string
  /** Its params (an array for every standard method). */
  readonly params?: readonly unknown[] | object
}

/** The events an EIP-1193 provider emits that Airlock listens to. */
export type Eip1193EventName = 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect'

/** A minimal EIP-1193 provider: what injected wallets, EIP-6963 wallets and WalletConnect expose. */
export interface Eip1193Provider {
  /** Sends a JSON-RPC request to the wallet. */
  request(args: Eip1193RequestArguments): Promise<unknown>
  /** Subscribes to a provider event. */
  on?(event: Eip1193EventName, listener: (...args: unknown[]) => void): unknown
  /** Unsubscribes from a provider event. */
  removeListener?(event: Eip1193EventName, listener: (...args: unknown[]) => void): unknown
}

/** The connector kinds the EVM plugin produces (a subset of the kernel's `ConnectorType`). */
export type EvmConnectorType = 'INJECTED' | 'ANNOUNCED' | 'WALLET_CONNECT' | 'EXTERNAL' | 'AUTH'

/** What a connector's own `connect` returns. */
export interface EvmConnection {
  /** Checksummed or lower-case addresses, first is active. */
  accounts: readonly `0x${string}`[]
  /** The chain id the wallet is on. */
  chainId: number
}

/**
 * An EVM connector: descriptive data plus a way to get its EIP-1193 provider. Connectors with their own
 * handshake (WalletConnect, auth) implement `connect`/`reconnect`/`disconnect`; the rest use
 * `eth_requestAccounts` / `eth_accounts` on the provider.
 */
export interface EvmConnector {
  /** Unique id in the eip155 namespace ('injected', 'walletConnect', an rdns, ...). */
  readonly id: string
  /** Display name. */
  readonly name: string
  /** Kind of connector. */
  readonly type: EvmConnectorType
  /** Icon URL (data URL for announced wallets). */
  readonly imageUrl?: string
  /** Wallet catalogue image id. */
  readonly imageId?: string
  /** Reverse-DNS id of the wallet (EIP-6963). */
  readonly rdns?: string
  /** Wallet catalogue id, when known. */
  readonly explorerId?: string
  /** Returns the provider (may load code on first use). */
  getProvider(): Promise<Eip1193Provider>
  /** Connects with the connector's own handshake (prompts the user). */
  connect?(params: { chainId?: number }): Promise<EvmConnection>
  /** Restores a previous session without prompting; null when none. */
  reconnect?(): Promise<EvmConnection | null>
  /** Ends the connector's session. */
  disconnect?(): Promise<void>
  /** Releases what the connector holds (sockets) without ending the session; called on dispose. */
  close?(): Promise<void>
}

// EVM-side types shared by the connectors, actions and the adapter, and the kernel augmentations that
// type the eip155 namespace's provider and adapter, and the session contribution key it offers eip155 under.
import type { ConnectorType, SessionNamespace } from '@airlock/kernel'
import type { EvmAdapter } from './adapter/createEvmAdapter'

declare module '@airlock/kernel' {
  interface NamespaceProviders {
    /** A connector serving eip155 hands the EVM adapter an EIP-1193 provider. */
    eip155: Eip1193Provider
  }
  interface ChainAdapters {
    /** `get((s) => s.connection.adapter('eip155'))` is the EVM adapter. */
    eip155: EvmAdapter
  }
  interface Contributions {
    /** The key @airlock/walletconnect reads chain namespaces from (declared the same way there). */
    'walletconnect/namespace': SessionNamespace
  }
}

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

/** The connector kinds an EVM connector may have (the kernel's; the plugin itself makes INJECTED, ANNOUNCED and EXTERNAL). */
export type EvmConnectorType = ConnectorType

/** What a connector's own `connect` returns. */
export interface EvmConnection {
  /** Checksummed or lower-case addresses, first is active. */
  accounts: readonly `0x${string}`[]
  /** The chain id the wallet is on. */
  chainId: number
  /** The kind of account (default 'eoa'); a smart account's native balance need not cover gas. */
  accountType?: 'eoa' | 'smartAccount' | undefined
}

/**
 * An EVM connector: descriptive data plus a way to get its EIP-1193 provider. Connectors with their own
 * handshake (WalletConnect, auth) implement `connect`/`reconnect`/`disconnect`; the rest use
 * `eth_requestAccounts` / `eth_accounts` on the provider.
 */
export interface EvmConnector {
  /** Unique id across namespaces ('injected', an rdns, an external id, ...). */
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

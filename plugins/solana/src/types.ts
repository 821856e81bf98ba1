// The provider a Solana wallet is reached through, whatever its kind: a Wallet Standard wallet (wrapped by
// `walletStandardProvider`), a WalletConnect session's solana namespace, or another plugin's wallet (the
// embedded wallet). Connectors serving several namespaces hand it out through `getProvider('solana')`.

/** The chain a request is for: its CAIP-2 id, and the Wallet Standard name when it has one. */
export interface SolanaChainRef {
  /** CAIP-2 id, e.g. 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  caipNetworkId: string
  /** Wallet Standard chain name, e.g. 'solana:mainnet' or 'solana:localnet'. */
  walletStandardChain?: string | undefined
}

/** Solana sign-in input (SIWS, the `solana:signIn` feature); every field optional. */
export interface SolanaSignInInput {
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** What a sign-in returns: the account that signed, the exact message bytes and the ed25519 signature. */
export interface SolanaSignInResult {
  /** The signing account's base58 address. */
  address: string
  /** The message the wallet built and signed. */
  signedMessage: Uint8Array
  /** The ed25519 signature. */
  signature: Uint8Array
}

/** A change the wallet reports on its own. */
export interface SolanaProviderChange {
  /** The wallet's accounts now (empty: it disconnected). */
  accounts?: readonly string[]
  /** The chains the wallet serves now. */
  chains?: readonly string[]
  /** The chain the wallet is on now (WalletConnect's chainChanged), either form. */
  chain?: string
  /** The wallet or session ended. */
  disconnected?: boolean
}

/** A Solana wallet as the adapter uses it. Absent members are features the wallet lacks. */
export interface SolanaProvider {
  /** Connects (prompting unless `silent`); resolves with the base58 addresses, the active one first. */
  connect(options?: { silent?: boolean }): Promise<readonly string[]>
  /** Disconnects the wallet, when it can. */
  disconnect?(): Promise<void>
  /** The chains the wallet serves (Wallet Standard names or CAIP-2 ids); empty when it does not say. */
  chains(): readonly string[]
  /** Signs a message; resolves with the ed25519 signature. */
  signMessage?(params: { address: string; message: Uint8Array }): Promise<Uint8Array>
  /** Signs a wire transaction; resolves with the signed wire transaction. */
  signTransaction?(params: {
    address: string
    transaction: Uint8Array
    chain: SolanaChainRef
  }): Promise<Uint8Array>
  /** Signs and sends a wire transaction; resolves with the signature bytes. */
  signAndSendTransaction?(params: {
    address: string
    transaction: Uint8Array
    chain: SolanaChainRef
    commitment?: 'processed' | 'confirmed' | 'finalized'
  }): Promise<Uint8Array>
  /** Sign in with Solana (`solana:signIn`). */
  signIn?(input: SolanaSignInInput): Promise<SolanaSignInResult>
  /** Follows changes the wallet reports; returns the unsubscribe function. */
  onChange?(listener: (change: SolanaProviderChange) => void): () => void
}

declare module '@airlock/kernel' {
  interface NamespaceProviders {
    /** The Solana wallet provider (see `SolanaProvider`). */
    solana: SolanaProvider
  }
}

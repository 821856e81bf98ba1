// The provider a Bitcoin wallet is reached through, whatever its kind: a Wallet Standard wallet, a Sats
// Connect provider, or a WalletConnect session's bip122 namespace. Connectors serving several namespaces
// hand it out through `getProvider('bip122')`.
import type { BitcoinNetwork } from './networks'

/** What an address is for: payments, or ordinals/inscriptions (spec §9: the default type is payment). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One address a wallet gives. */
export interface BitcoinWalletAddress {
  address: string
  purpose: BitcoinAddressPurpose
  /** Compressed (33 bytes) or x-only (32 bytes) public key, hex, when the wallet gives it. */
  publicKey?: string | undefined
}

/** How a message is signed: BIP-322 simple (default) or a BIP-137 (ECDSA) signed message. */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** One input a wallet is asked to sign. */
export interface BitcoinSignInput {
  /** The input's index in the PSBT. */
  index: number
  /** The wallet address whose key signs it. */
  address: string
  /** Sighash types allowed (default: SIGHASH_ALL, or DEFAULT for taproot). */
  sighashTypes?: readonly number[]
}

/** A change the wallet reports on its own. */
export interface BitcoinProviderChange {
  /** The wallet's addresses now (empty: it disconnected). */
  addresses?: readonly BitcoinWalletAddress[]
  /** The wallet or session ended. */
  disconnected?: boolean
}

/** A Bitcoin wallet as the adapter uses it. Absent members are features the wallet lacks. */
export interface BitcoinProvider {
  /** Connects (prompting unless `silent`); resolves with the addresses, the payment one first. */
  connect(options?: { silent?: boolean; network: BitcoinNetwork }): Promise<readonly BitcoinWalletAddress[]>
  /** Disconnects, when the wallet can. */
  disconnect?(): Promise<void>
  /** The chains the wallet serves (Wallet Standard names or CAIP-2 ids); empty when it does not say. */
  chains(): readonly string[]
  /** Signs a text message; resolves with the base64 signature (BIP-322 witness or BIP-137 65 bytes). */
  signMessage?(params: {
    address: string
    message: string
    protocol: BitcoinMessageProtocol
    network: BitcoinNetwork
  }): Promise<string>
  /** Signs inputs of a PSBT (base64); resolves with the signed PSBT (base64), not finalized. */
  signPsbt?(params: {
    psbt: string
    signInputs: readonly BitcoinSignInput[]
    network: BitcoinNetwork
  }): Promise<string>
  /** The wallet selects coins, signs and broadcasts a payment itself; resolves with the txid. */
  sendTransfer?(params: { recipient: string; amount: bigint; network: BitcoinNetwork }): Promise<string>
  /** Asks the wallet to move to a network. */
  switchNetwork?(network: BitcoinNetwork): Promise<void>
  /** Follows changes the wallet reports; returns the unsubscribe function. */
  onChange?(listener: (change: BitcoinProviderChange) => void): () => void
}

declare module '@airlock/kernel' {
  interface NamespaceProviders {
    /** The Bitcoin wallet provider (see `BitcoinProvider`). */
    bip122: BitcoinProvider
  }
}

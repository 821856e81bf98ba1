import { ed25519 } from '@noble/curves/ed25519'
import { ProviderRpcError } from '../createEip155Signer'
import { type CommitmentLevel, normalizeCommitment } from './commitment'
import { fromHex, toBase58 } from './encoding'
import { sendWireTransaction, type WaitOptions, waitForCommitment } from './solanaRpc'
import { parseWireTransaction, signerIndex, withSignature } from './wireTransaction'

/** Options of a Solana signer backed by one devnet ed25519 key. */
export interface SolanaSignerOptions {
  /** The 32-byte ed25519 secret key (seed), as bytes or hex (DEVNET_SOLANA_ACCOUNTS[i].secretKey). */
  secretKey: Uint8Array | string
  /** JSON-RPC URL per chain id (Wallet Standard names like solana:localnet, or CAIP-2 ids). */
  rpcUrls: Readonly<Record<string, string>>
  /** How confirmation is polled (tests shorten it). */
  wait?: WaitOptions
}

/** Send options after validation: commitment names normalized (legacy names mapped). */
export interface SolanaSendOptions {
  /** Wait until the transaction reaches this level before resolving (none: resolve once the node took it). */
  commitment?: CommitmentLevel
  preflightCommitment?: CommitmentLevel
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/** Signs for real with an ed25519 key and sends through the devnet Solana node. */
export interface SolanaSigner {
  /** Base58 address (the public key). */
  readonly address: string
  readonly publicKey: Uint8Array
  /** The 64-byte ed25519 signature of `message`. */
  signMessage(message: Uint8Array): Uint8Array
  /** The wire transaction with this key's signature in its slot; -32602 when the key is not a signer. */
  signTransaction(wire: Uint8Array): Uint8Array
  /** Signs, sends to the chain's RPC and (with `options.commitment`) waits for that level; the base58 signature. */
  signAndSendTransaction(wire: Uint8Array, chain: string, options?: SolanaSendOptions): Promise<string>
}

function commitmentOption(name: string, value: unknown): CommitmentLevel | undefined {
  if (value === undefined || value === null) return undefined
  const level = typeof value === 'string' ? normalizeCommitment(value) : undefined
  if (!level) throw new ProviderRpcError(-32602, `Invalid ${name}: ${String(value)}`)
  return level
}

/**
 * Validates send options from an app (Wallet Standard `options` or WalletConnect `sendOptions`): every
 * commitment name of spec §5 is accepted, legacy ones mapped; anything else is -32602.
 */
export function parseSendOptions(raw: unknown): SolanaSendOptions {
  if (raw === undefined || raw === null) return {}
  if (typeof raw !== 'object') throw new ProviderRpcError(-32602, 'Send options must be an object')
  const input = raw as Record<string, unknown>
  const commitment = commitmentOption('commitment', input.commitment)
  const preflightCommitment = commitmentOption('preflightCommitment', input.preflightCommitment)
  const out: SolanaSendOptions = {
    ...(commitment ? { commitment } : {}),
    ...(preflightCommitment ? { preflightCommitment } : {}),
  }
  if (typeof input.skipPreflight === 'boolean') out.skipPreflight = input.skipPreflight
  if (typeof input.maxRetries === 'number') out.maxRetries = input.maxRetries
  if (typeof input.minContextSlot === 'number') out.minContextSlot = input.minContextSlot
  return out
}

/**
 * Creates a signer for one ed25519 key (@noble/curves; the same keys as DEVNET_SOLANA_ACCOUNTS).
 * @example
 * const signer = createSolanaSigner({ secretKey: DEVNET_SOLANA_ACCOUNTS[0].secretKey, rpcUrls: { 'solana:localnet': node.rpcUrl } })
 * const signature = await signer.signAndSendTransaction(wire, 'solana:localnet', { commitment: 'confirmed' })
 */
export function createSolanaSigner(options: SolanaSignerOptions): SolanaSigner {
  const secretKey = typeof options.secretKey === 'string' ? fromHex(options.secretKey) : options.secretKey
  if (secretKey.length !== 32) throw new Error('A Solana secret key has 32 bytes')
  const publicKey = ed25519.getPublicKey(secretKey)
  const address = toBase58(publicKey)

  const signTransaction = (wire: Uint8Array): Uint8Array => {
    let tx: ReturnType<typeof parseWireTransaction>
    try {
      tx = parseWireTransaction(wire)
    } catch (error) {
      throw new ProviderRpcError(-32602, `Invalid transaction: ${(error as Error).message}`)
    }
    const index = signerIndex(tx, publicKey)
    if (index < 0) throw new ProviderRpcError(-32602, `The transaction does not need ${address} to sign`)
    return withSignature(tx, index, ed25519.sign(tx.message, secretKey))
  }

  return {
    address,
    publicKey,
    signMessage: (message) => ed25519.sign(message, secretKey),
    signTransaction,
    async signAndSendTransaction(wire, chain, sendOptions = {}) {
      const url = options.rpcUrls[chain]
      if (!url) throw new ProviderRpcError(4901, `No RPC URL for chain ${chain}`)
      const signed = signTransaction(wire)
      const { commitment, ...rest } = sendOptions
      const signature = await sendWireTransaction(url, signed, rest)
      if (commitment) {
        const { recentBlockhash } = parseWireTransaction(signed)
        await waitForCommitment(url, signature, commitment, recentBlockhash, options.wait)
      }
      return signature
    },
  }
}

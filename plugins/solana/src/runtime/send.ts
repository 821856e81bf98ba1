// Signs a built transfer with the wallet and sends it: a fresh blockhash at send time (the preview may
// have lasted), the wallet's solana:signTransaction when it has it (then the node of the configured network
// sends it and the adapter knows its lastValidBlockHeight), else solana:signAndSendTransaction.

import { InsufficientBalanceError } from '@airlock/kernel'
import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type Instruction,
  type Signature,
} from '@solana/kit'
import { SolanaTransactionExpiredError, SolanaWalletFeatureError, toSolanaError } from '../errors'
import type { SolanaChainRef, SolanaProvider } from '../types'
import { compileTransfer } from './buildTransfer'
import type { SolanaClients } from './clients'

/** What `signAndSend` needs. */
export interface SignAndSendParameters {
  provider: SolanaProvider
  from: string
  instructions: readonly Instruction[]
  chain: SolanaChainRef
  commitment: 'processed' | 'confirmed' | 'finalized'
  /** Runs the kernel's beforeRequest hooks; throws to refuse. */
  beforeRequest(method: string, transaction: Uint8Array): Promise<void>
}

/** A sent transaction: its signature and the last block height at which it can still land. */
export interface SentTransaction {
  signature: Signature
  lastValidBlockHeight: bigint
}

const base58 = getBase58Decoder()

/** The messages of an error and its causes, with the node's `err` (kit keeps it in `context`). */
function describe(err: unknown): string {
  const parts: string[] = []
  let current: unknown = err
  for (let depth = 0; current && depth < 10; depth++) {
    if (typeof current !== 'object') {
      parts.push(String(current))
      break
    }
    const { message, context } = current as { message?: unknown; context?: { err?: unknown; logs?: unknown } }
    if (typeof message === 'string') parts.push(message)
    if (Array.isArray(context?.logs)) parts.push(context.logs.join('\n'))
    if (context?.err !== undefined)
      parts.push(JSON.stringify(context.err, (_, v) => (typeof v === 'bigint' ? `${v}` : v)))
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' | ')
}

/** Maps a node's refusal: an expired blockhash and insufficient funds have their own errors. */
function sendError(err: unknown, signature?: string): Error {
  const text = describe(err)
  if (/BlockhashNotFound|Blockhash not found/i.test(text)) {
    return new SolanaTransactionExpiredError({ cause: err, ...(signature ? { signature } : {}) })
  }
  if (/insufficient (funds|lamports)|InsufficientFunds/i.test(text))
    return new InsufficientBalanceError({ cause: err })
  return toSolanaError(err)
}

/** Signs the instructions with the wallet and sends them; resolves once the node accepted the transaction. */
export async function signAndSend(
  clients: SolanaClients,
  params: SignAndSendParameters,
): Promise<SentTransaction> {
  const { provider, from, chain, commitment } = params
  const { value: lifetime } = await clients.rpc.getLatestBlockhash({ commitment }).send()
  const { wire } = compileTransfer(params.instructions, from, lifetime)
  if (provider.signTransaction) {
    await params.beforeRequest('solana_signTransaction', wire)
    let signed: Uint8Array
    try {
      signed = await provider.signTransaction({ address: from, transaction: wire, chain })
    } catch (err) {
      throw toSolanaError(err)
    }
    const tx = getTransactionDecoder().decode(signed)
    const bytes = tx.signatures[from as keyof typeof tx.signatures]
    if (!bytes || bytes.every((b) => b === 0))
      throw new SolanaWalletFeatureError('a signature by the fee payer')
    const signature = base58.decode(bytes) as Signature
    try {
      await clients.rpc
        .sendTransaction(getBase64EncodedWireTransaction(tx), {
          encoding: 'base64',
          preflightCommitment: commitment,
        })
        .send()
    } catch (err) {
      throw sendError(err, signature)
    }
    return { signature, lastValidBlockHeight: lifetime.lastValidBlockHeight }
  }
  if (provider.signAndSendTransaction) {
    await params.beforeRequest('solana_signAndSendTransaction', wire)
    try {
      const bytes = await provider.signAndSendTransaction({
        address: from,
        transaction: wire,
        chain,
        commitment,
      })
      return {
        signature: base58.decode(bytes) as Signature,
        lastValidBlockHeight: lifetime.lastValidBlockHeight,
      }
    } catch (err) {
      throw sendError(err)
    }
  }
  throw new SolanaWalletFeatureError('solana:signTransaction or solana:signAndSendTransaction')
}

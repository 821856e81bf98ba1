import {
  type Address,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

/** A legacy or v0 compiled message with its lifetime token (the versions this node runs). */
export type CompiledMessage = Extract<CompiledTransactionMessage, { version: 'legacy' | 0 }> &
  CompiledTransactionMessageWithLifetime

/** A wire transaction decoded for the node: kit's Transaction, its compiled message and what the node needs. */
export interface DecodedTransaction {
  transaction: Transaction
  message: CompiledMessage
  /** The first signature (base58), the transaction's id. */
  signature: string
  /** The recent blockhash (or durable nonce) the message carries. */
  blockhash: string
  accountKeys: Address[]
  writable: boolean[]
  numSigners: number
  version: 'legacy' | 0
}

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111'
/** Lamports per signature, as on mainnet. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** Whether account `index` is writable under a message header. */
function isWritable(message: CompiledMessage, index: number): boolean {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } = message.header
  if (index < numSignerAccounts) return index < numSignerAccounts - numReadonlySignerAccounts
  return index < message.staticAccounts.length - numReadonlyNonSignerAccounts
}

/**
 * Decodes wire bytes into a transaction and its message; throws a clear Error on malformed bytes.
 * @example const { signature, blockhash } = decodeWireTransaction(bytes)
 */
export function decodeWireTransaction(bytes: Uint8Array): DecodedTransaction {
  let transaction: Transaction
  let decodedMessage: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  try {
    transaction = getTransactionDecoder().decode(bytes)
    decodedMessage = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    ) as typeof decodedMessage
  } catch (error) {
    throw new Error(`failed to deserialize transaction: ${(error as Error).message}`)
  }
  if (decodedMessage.version !== 'legacy' && decodedMessage.version !== 0) {
    throw new Error('unsupported transaction version')
  }
  const message = decodedMessage as CompiledMessage
  const first = Object.values(transaction.signatures)[0]
  if (!first) throw new Error('transaction has no signatures')
  const accountKeys = [...message.staticAccounts]
  return {
    transaction,
    message,
    signature: getBase58Decoder().decode(first),
    blockhash: message.lifetimeToken,
    accountKeys,
    writable: accountKeys.map((_, i) => isWritable(message, i)),
    numSigners: message.header.numSignerAccounts,
    version: message.version,
  }
}

/** Decodes a base64 compiled message (getFeeForMessage's input). */
export function decodeMessage(bytes: Uint8Array): CompiledMessage {
  const message = getCompiledTransactionMessageDecoder().decode(bytes)
  if (message.version !== 'legacy' && message.version !== 0) throw new Error('unsupported message version')
  return message as CompiledMessage
}

/**
 * The fee of a message: 5000 lamports per signature plus the priority fee (compute-unit price × limit).
 * @example feeForMessage(decodeMessage(bytes)) // 5000n
 */
export function feeForMessage(message: CompiledMessage): bigint {
  let price = 0n
  let limit: bigint | undefined
  let others = 0n
  for (const ix of message.instructions) {
    const program = message.staticAccounts[ix.programAddressIndex]
    const data = ix.data
    if (program !== COMPUTE_BUDGET || !data || data.length === 0) {
      others++
      continue
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
    if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
  }
  const units = limit ?? (others * 200_000n > 1_400_000n ? 1_400_000n : others * 200_000n)
  const priority = (price * units + 999_999n) / 1_000_000n
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priority
}

// A transaction's receipt on a devnet chain, polled until it is there. viem's waitForTransactionReceipt
// looks again only when a new block appears; anvil mines on arrival and makes no other block, so when its
// answer to eth_sendTransaction (or the block number viem saw) comes before the receipt can be read, viem
// waits for a block that never comes, until its timeout. Seen at start-up on a loaded machine.
import {
  type Client,
  type Hash,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { getTransactionReceipt } from 'viem/actions'

/** Options of pollReceipt. */
export interface PollReceiptOptions {
  /** Milliseconds before it gives up with viem's WaitForTransactionReceiptTimeoutError (default 60 000). */
  timeoutMs?: number
  /** Milliseconds between two reads (default 20). */
  intervalMs?: number
}

/**
 * Reads the receipt of `hash` every `intervalMs` until it exists (whatever its status) or `timeoutMs`
 * passes.
 *
 * @example
 * const receipt = await pollReceipt(publicClient, hash)
 * if (receipt.status !== 'success') throw new Error('reverted')
 */
export async function pollReceipt(
  client: Client,
  hash: Hash,
  { timeoutMs = 60_000, intervalMs = 20 }: PollReceiptOptions = {},
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await getTransactionReceipt(client, { hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() > deadline) throw new WaitForTransactionReceiptTimeoutError({ hash })
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

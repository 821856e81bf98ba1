// A sent transaction's receipt. viem's waitForTransactionReceipt follows a replaced transaction (a wallet's
// speed-up or cancel), but after its first read it looks again only when the block number changes, and it
// ignores the blocks that arrive while it checks for a replacement: on a chain that makes a block only for
// a transaction (anvil or hardhat with automine, a quiet local node), the block of the transaction can pass
// unseen and no other comes, so the wait lasts until its timeout. A plain read every polling interval runs
// beside it; the first answer wins.
import { type Client, type Hash, type TransactionReceipt, WaitForTransactionReceiptTimeoutError } from 'viem'
import { getTransactionReceipt, waitForTransactionReceipt } from 'viem/actions'

/** Options of waitForReceipt. */
export interface WaitForReceiptOptions {
  /** Milliseconds before viem's WaitForTransactionReceiptTimeoutError. */
  timeoutMs: number
  /** Milliseconds between the plain reads (default: the client's polling interval). */
  pollMs?: number
}

/**
 * Resolves with the receipt of `hash` (or of the transaction that replaced it), whichever of viem's
 * block-driven wait and a plain periodic read finds it first; rejects when viem's wait times out.
 *
 * @example
 * const receipt = await waitForReceipt(readClient, hash, { timeoutMs: 120_000 })
 */
export async function waitForReceipt(
  client: Client,
  hash: Hash,
  { timeoutMs, pollMs = client.pollingInterval }: WaitForReceiptOptions,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  let settled = false
  const poll = async (): Promise<TransactionReceipt> => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      if (settled) return new Promise<never>(() => {}) // the other side answered: stop reading
      const receipt = await getTransactionReceipt(client, { hash }).catch(() => undefined)
      if (receipt) return receipt
      if (Date.now() > deadline) throw new WaitForTransactionReceiptTimeoutError({ hash })
    }
  }
  // viem gives up early when it misses the receipt in its replacement check (the receipt not readable yet):
  // the plain reads go on until the deadline; only its timeout ends the wait.
  const followed = waitForTransactionReceipt(client, { hash, timeout: timeoutMs }).catch((error: unknown) => {
    if (error instanceof WaitForTransactionReceiptTimeoutError) throw error
    return new Promise<never>(() => {})
  })
  try {
    return await Promise.race([followed, poll()])
  } finally {
    settled = true
  }
}

// Waits for a signature the way @solana/kit's block-height strategy does: the signature subscription (and
// one status read) raced against the block height passing the transaction's lastValidBlockHeight, followed
// through slot notifications. It never polls forever: an expired blockhash ends it with an error.
import type { Signature } from '@solana/kit'
import { SolanaTransactionExpiredError } from '../errors'
import type { SolanaClients } from './clients'

/** A commitment the adapter waits for. */
export type WaitCommitment = 'processed' | 'confirmed' | 'finalized'

const LEVEL: Record<string, number> = { processed: 0, confirmed: 1, finalized: 2 }

/** What `waitForSignature` needs. */
export interface WaitForSignatureParameters {
  signature: Signature
  commitment: WaitCommitment
  /** The transaction's last valid block height; unknown: the current height + 151 (no blockhash lives longer). */
  lastValidBlockHeight?: bigint | undefined
  /** A wall-clock bound for a node that stops producing slots (ms). */
  timeoutMs: number
}

/**
 * Resolves 'confirmed' or 'failed' (the transaction landed with an error) once the signature reaches the
 * commitment; rejects with `SolanaTransactionExpiredError` once the block height passes the last valid one.
 */
export async function waitForSignature(
  { rpc, subscriptions }: SolanaClients,
  params: WaitForSignatureParameters,
): Promise<'confirmed' | 'failed'> {
  const abort = new AbortController()
  const { signature, commitment } = params
  const statusNow = async (): Promise<'confirmed' | 'failed' | undefined> => {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (!status?.confirmationStatus) return undefined
    if ((LEVEL[status.confirmationStatus] ?? -1) < (LEVEL[commitment] ?? 1)) return undefined
    return status.err ? 'failed' : 'confirmed'
  }
  const never = new Promise<never>(() => {})
  try {
    const [notes, slots] = await Promise.all([
      subscriptions
        .signatureNotifications(signature, { commitment })
        .subscribe({ abortSignal: abort.signal }),
      subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal }),
    ])
    const landed = (async () => {
      for await (const note of notes) return note.value.err ? ('failed' as const) : ('confirmed' as const)
      throw new Error('The signature subscription closed')
    })()
    const known = statusNow().then((s) => s ?? never)
    const expired = (async (): Promise<'confirmed' | 'failed'> => {
      let epoch = await rpc.getEpochInfo({ commitment }).send()
      const last = params.lastValidBlockHeight ?? epoch.blockHeight + 151n
      let offset = epoch.absoluteSlot - epoch.blockHeight
      if (epoch.blockHeight <= last) {
        for await (const { slot } of slots) {
          if (slot - offset <= last) continue
          epoch = await rpc.getEpochInfo({ commitment }).send()
          if (epoch.blockHeight > last) break
          offset = epoch.absoluteSlot - epoch.blockHeight
        }
      }
      // It may have landed in the last valid block.
      const final = await statusNow()
      if (final) return final
      throw new SolanaTransactionExpiredError({ signature })
    })()
    // The losers of the race settle later (the abort ends their streams): never unhandled.
    for (const racer of [landed, known, expired]) racer.catch(() => {})
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new SolanaTransactionExpiredError({
              signature,
              details: `No answer within ${params.timeoutMs} ms`,
            }),
          ),
        params.timeoutMs,
      )
    })
    try {
      return await Promise.race([landed, known, expired, timeout])
    } finally {
      clearTimeout(timer)
    }
  } finally {
    abort.abort()
  }
}

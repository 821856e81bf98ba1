// One connect attempt: proposes a session, publishes its URI, and proposes again before the URI expires
// (4 minutes, expired with 10 s or less left) for as long as someone is looking at it. The first approval of
// any proposal of the attempt wins; a rejection of the current proposal ends it.
import { PAIRING_VALIDITY_MS } from '../constants'
import { PairingExpiredError } from '../errors'
import { type PairingStore, pairingRefreshAt } from '../PairingStore'

/** A session proposal: its URI (undefined when an existing pairing is reused) and the approval. */
export interface Proposal<S> {
  uri: string | undefined
  approval: Promise<S>
}

/** What {@link pairUntilApproved} needs. */
export interface PairUntilApprovedParameters<S> {
  /** Makes a new proposal (`client.connect`); call its approval at once (the SDK drops early settlements). */
  propose(): Promise<Proposal<S>>
  /** Where the URI and its expiry are published. */
  store: PairingStore
  /** Whether to replace an expiring URI (true while the modal shows it); otherwise the attempt ends. */
  keepFresh(): boolean
  /** Clock (epoch ms); injectable for tests. */
  now?: () => number
}

/**
 * Resolves with the approved session. Rejects with the current proposal's failure (e.g. the wallet's
 * rejection), or `PairingExpiredError` when the URI expired while `keepFresh()` was false.
 */
export function pairUntilApproved<S>(params: PairUntilApprovedParameters<S>): Promise<S> {
  const now = params.now ?? Date.now
  return new Promise<S>((resolve, reject) => {
    let done = false
    let current = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (settle: () => void) => {
      if (done) return
      done = true
      if (timer !== undefined) clearTimeout(timer)
      settle()
    }
    const next = async (): Promise<void> => {
      const id = ++current
      let proposal: Proposal<S>
      try {
        proposal = await params.propose()
      } catch (cause) {
        finish(() => reject(cause))
        return
      }
      if (done) {
        proposal.approval.catch(() => undefined)
        return
      }
      proposal.approval.then(
        (session) => finish(() => resolve(session)),
        // A superseded proposal expiring or failing does not end the attempt.
        (cause: unknown) => id === current && finish(() => reject(cause)),
      )
      if (proposal.uri === undefined) return
      const expiresAt = now() + PAIRING_VALIDITY_MS
      params.store.publish(proposal.uri, expiresAt)
      timer = setTimeout(
        () => {
          if (done) return
          if (params.keepFresh()) void next()
          else finish(() => reject(new PairingExpiredError()))
        },
        Math.max(0, pairingRefreshAt(expiresAt) - now()),
      )
    }
    void next()
  })
}

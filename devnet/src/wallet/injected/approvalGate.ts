import { ProviderRpcError } from '../createEip155Signer'
import { type ApprovalMode, USER_REJECTED } from '../testWalletConfig'

/** A request waiting for a decision in 'manual' mode. */
export interface PendingRequest {
  id: number
  method: string
  params: readonly unknown[]
}

/**
 * Decides whether a request the user would confirm goes through: a one-shot override
 * (`setNextResponse`) first, then the mode; in 'manual' mode the request waits for approve/reject.
 */
export class ApprovalGate {
  mode: ApprovalMode
  readonly #next: Array<'approve' | 'reject' | ProviderRpcError> = []
  readonly #pending = new Map<number, PendingRequest & { decide(ok: boolean): void }>()
  #ids = 0
  readonly #onPending: (request: PendingRequest) => void

  constructor(mode: ApprovalMode, onPending: (request: PendingRequest) => void = () => undefined) {
    this.mode = mode
    this.#onPending = onPending
  }

  /**
   * Queues a one-shot answer for the next request that needs approval: approve, reject (4001), or reject
   * with this error (e.g. `new ProviderRpcError(5000, 'User rejected the request.')`).
   */
  setNextResponse(response: 'approve' | 'reject' | ProviderRpcError): void {
    this.#next.push(response)
  }

  /** Requests waiting in manual mode. */
  pending(): PendingRequest[] {
    return [...this.#pending.values()].map(({ id, method, params }) => ({ id, method, params }))
  }

  /** Settles a pending request (the oldest when no id is given); false if there is none. */
  decide(ok: boolean, id?: number): boolean {
    const entry = id === undefined ? this.#pending.values().next().value : this.#pending.get(id)
    if (!entry) return false
    this.#pending.delete(entry.id)
    entry.decide(ok)
    return true
  }

  /** Resolves when approved; throws 4001 'User rejected the request.' when rejected. */
  async ask(method: string, params: readonly unknown[]): Promise<void> {
    const decision = this.#next.shift() ?? this.mode
    if (decision instanceof ProviderRpcError) throw decision
    if (decision === 'approve') return
    if (decision === 'reject') throw new ProviderRpcError(USER_REJECTED.code, USER_REJECTED.message)
    const id = ++this.#ids
    const ok = await new Promise<boolean>((resolve) => {
      this.#pending.set(id, { id, method, params, decide: resolve })
      this.#onPending({ id, method, params })
    })
    if (!ok) throw new ProviderRpcError(USER_REJECTED.code, USER_REJECTED.message)
  }
}

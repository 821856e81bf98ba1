import type { OnrampOrder, OnrampStore } from './OnrampStore'
import type { OnrampNetwork } from './onrampCatalogue'
import type { Treasury } from './treasury/Treasury'

/** Failure reasons an order can end with (history's `failureReason`). */
export type OrderFailureReason = 'card_declined' | 'delivery_failed'

/** What the settler needs: the store, the networks it delivers to, a treasury per chain family, the delay. */
export interface OrderSettlerOptions {
  store: OnrampStore
  networks: ReadonlyMap<string, OnrampNetwork>
  treasuries: { eip155?: Treasury; solana?: Treasury }
  /** Milliseconds between payment and delivery (the "short delay"; default 1500). */
  delayMs?: number
  /** Called when delivery fails (the devnet logs it; the order says `delivery_failed`). */
  onError?: (order: OnrampOrder, error: unknown) => void
}

/**
 * Delivers paid orders: after a short delay it claims a pending order (once, even with several devnets on one
 * database), sends the asset from the treasury and records success with the transaction hash, or failure.
 */
export class OrderSettler {
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly running = new Set<Promise<void>>()
  private stopped = false

  constructor(private readonly options: OrderSettlerOptions) {}

  /** Delivers `order` after the delay. */
  schedule(order: OnrampOrder): void {
    if (this.stopped) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      const run = this.settle(order.id).finally(() => this.running.delete(run))
      this.running.add(run)
    }, this.options.delayMs ?? 1500)
    this.timers.add(timer)
  }

  /** Schedules every order left open by an earlier run (one stopped while delivering is sent again). */
  async resume(now: number): Promise<void> {
    for (const order of await this.options.store.requeueOpenOrders(now)) this.schedule(order)
  }

  /** Delivers one order now; resolves when it has ended (never rejects). */
  async settle(id: string): Promise<void> {
    const { store } = this.options
    const order = await store.claimForSending(id, Date.now())
    if (!order) return // already delivered, or claimed by another devnet
    try {
      const network = this.options.networks.get(order.network)
      const asset = network?.assets.find((a) => a.symbol === order.asset)
      const treasury = network ? this.options.treasuries[network.namespace] : undefined
      if (!network || !asset || !treasury)
        throw new Error(`No treasury delivers ${order.asset} on ${order.network}`)
      const txHash = await treasury.send({
        network,
        asset,
        to: order.address,
        units: BigInt(order.purchaseUnits),
      })
      await store.finish(order.id, { status: 'success', txHash }, Date.now())
    } catch (error) {
      this.options.onError?.(order, error)
      await store
        .finish(
          order.id,
          { status: 'failed', reason: 'delivery_failed' satisfies OrderFailureReason },
          Date.now(),
        )
        .catch(() => undefined)
    }
  }

  /** Cancels scheduled deliveries (they stay pending in storage) and waits for those under way. */
  async stop(): Promise<void> {
    this.stopped = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await Promise.allSettled([...this.running])
  }
}

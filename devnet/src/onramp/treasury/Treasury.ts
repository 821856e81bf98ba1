import type { OnrampAsset, OnrampNetwork } from '../onrampCatalogue'

/** One delivery the treasury makes: an amount of an asset to an address on a network. */
export interface Delivery {
  network: OnrampNetwork
  asset: OnrampAsset
  to: string
  /** In the asset's smallest unit. */
  units: bigint
}

/** Sends purchased assets on one chain family; resolves with the transaction hash once it is confirmed. */
export interface Treasury {
  send(delivery: Delivery): Promise<string>
}

/** Runs tasks one after another (one nonce or one fee payer at a time); a failed task does not stop the next. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  /** Queues `task` after everything queued before it. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task)
    this.tail = result.catch(() => undefined)
    return result
  }
}

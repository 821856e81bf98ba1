// Mines the devnet's blocks: on a timer, and shortly after each accepted broadcast (several broadcasts close
// together share one block). Mining calls are serialized; stop() waits for the one in flight.
import type { BcoinClient } from './bcoinClient'

/** When blocks are mined. */
export interface BlockMinerOptions {
  /** A block every this many ms; false: no timer. */
  intervalMs: number | false
  /** A block this many ms after an accepted broadcast; false: only the timer mines. */
  afterBroadcastMs: number | false
}

/** The devnet's miner: block rewards go to `address`. */
export class BlockMiner {
  readonly #client: BcoinClient
  readonly #address: string
  readonly #options: BlockMinerOptions
  #chain: Promise<unknown> = Promise.resolve()
  #interval: ReturnType<typeof setInterval> | undefined
  #pending: ReturnType<typeof setTimeout> | undefined
  #stopped = false
  readonly #listeners = new Set<(hashes: string[]) => void>()

  constructor(client: BcoinClient, address: string, options: BlockMinerOptions) {
    this.#client = client
    this.#address = address
    this.#options = options
  }

  /** Starts the timer (if any). */
  start(): void {
    if (this.#options.intervalMs === false || this.#interval) return
    this.#interval = setInterval(() => void this.mine(1).catch(() => undefined), this.#options.intervalMs)
    this.#interval.unref?.()
  }

  /** Mines `count` blocks now (after any mining in progress); resolves with their hashes. */
  mine(count = 1): Promise<string[]> {
    if (this.#stopped) return Promise.resolve([])
    const run = this.#chain.then(() => (this.#stopped ? [] : this.#client.mine(count, this.#address)))
    this.#chain = run.catch(() => undefined)
    return run.then((hashes) => {
      if (hashes.length) for (const listener of this.#listeners) listener(hashes)
      return hashes
    })
  }

  /** Schedules a block after a broadcast (one for every broadcast within the delay). */
  afterBroadcast(): void {
    if (this.#options.afterBroadcastMs === false || this.#pending || this.#stopped) return
    this.#pending = setTimeout(() => {
      this.#pending = undefined
      void this.mine(1).catch(() => undefined)
    }, this.#options.afterBroadcastMs)
  }

  /** Calls `listener` with the hashes of every batch of blocks mined; returns its remover. */
  onMined(listener: (hashes: string[]) => void): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** Stops the timer and pending blocks; resolves once the mining in flight has finished. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearInterval(this.#interval)
    clearTimeout(this.#pending)
    await this.#chain
  }
}

/** One message kept by the relay until its TTL runs out. */
export interface StoredMessage {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** JWT issuer of the client that published it; never delivered back to that issuer. */
  issuer: string
  attestation?: string
}

/** Messages per topic, kept until their TTL and replayed to later subscribers. */
export class MessageStore {
  readonly #byTopic = new Map<string, StoredMessage[]>()

  /** Keeps a message; it is dropped once `now()` passes its `expiresAt`. */
  add(message: StoredMessage): void {
    const list = this.#byTopic.get(message.topic) ?? []
    list.push(message)
    this.#byTopic.set(message.topic, list)
  }

  /** Live messages on a topic, oldest first. */
  forTopic(topic: string, now = Date.now()): StoredMessage[] {
    const list = this.#byTopic.get(topic)
    if (!list) return []
    const live = list.filter((m) => m.expiresAt > now)
    if (live.length === 0) this.#byTopic.delete(topic)
    else if (live.length !== list.length) this.#byTopic.set(topic, live)
    return live
  }

  /** Drops every expired message; returns how many were dropped. */
  prune(now = Date.now()): number {
    let dropped = 0
    for (const [topic, list] of this.#byTopic) {
      const live = list.filter((m) => m.expiresAt > now)
      dropped += list.length - live.length
      if (live.length === 0) this.#byTopic.delete(topic)
      else this.#byTopic.set(topic, live)
    }
    return dropped
  }

  /** Number of messages currently kept (expired ones included until pruned). */
  get size(): number {
    let n = 0
    for (const list of this.#byTopic.values()) n += list.length
    return n
  }
}

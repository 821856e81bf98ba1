import { EventEmitter } from 'node:events'

/** One message the mail sink received. */
export interface ReceivedMail {
  /** Sequence number in the sink (1, 2, ...). */
  id: number
  from: string
  /** Recipients, lowercased. */
  to: string[]
  subject: string
  text: string
  html?: string
  /** ISO time the sink received it. */
  receivedAt: string
}

/** Options of {@link Mailbox.waitFor}. */
export interface WaitForMailOptions {
  /** Only messages with an id above this (default: any). */
  afterId?: number
  /** Milliseconds before it rejects (default 10 000). */
  timeoutMs?: number
}

/** The messages a mail sink holds, by recipient, with a way to wait for the next one. */
export class Mailbox {
  readonly #messages: ReceivedMail[] = []
  readonly #events = new EventEmitter()
  #nextId = 1

  /** Stores a message and wakes whoever waits for one of its recipients. */
  add(mail: Omit<ReceivedMail, 'id' | 'receivedAt'>): ReceivedMail {
    const stored: ReceivedMail = {
      ...mail,
      to: mail.to.map((a) => a.toLowerCase()),
      id: this.#nextId++,
      receivedAt: new Date().toISOString(),
    }
    this.#messages.push(stored)
    this.#events.emit('mail', stored)
    return stored
  }

  /** Messages sent to `email` (case-insensitive), oldest first. */
  list(email: string): ReceivedMail[] {
    const address = email.toLowerCase()
    return this.#messages.filter((m) => m.to.includes(address))
  }

  /** The highest message id so far (0 when empty). */
  get lastId(): number {
    return this.#nextId - 1
  }

  /** Removes the messages sent to `email` (all messages without one). */
  clear(email?: string): void {
    const address = email?.toLowerCase()
    for (let i = this.#messages.length - 1; i >= 0; i--)
      if (address === undefined || this.#messages[i]!.to.includes(address)) this.#messages.splice(i, 1)
  }

  /**
   * The first message to `email` with an id above `afterId`: one already here, or the next to arrive.
   * @example
   * const mail = await mailbox.waitFor('ada@example.com', { afterId: mailbox.lastId })
   */
  waitFor(email: string, options: WaitForMailOptions = {}): Promise<ReceivedMail> {
    const address = email.toLowerCase()
    const afterId = options.afterId ?? 0
    const match = (m: ReceivedMail) => m.id > afterId && m.to.includes(address)
    const existing = this.#messages.find(match)
    if (existing) return Promise.resolve(existing)
    return new Promise((resolve, reject) => {
      const onMail = (m: ReceivedMail) => {
        if (!match(m)) return
        clearTimeout(timer)
        this.#events.off('mail', onMail)
        resolve(m)
      }
      const timer = setTimeout(() => {
        this.#events.off('mail', onMail)
        reject(new Error(`no mail to ${address} within ${options.timeoutMs ?? 10_000} ms`))
      }, options.timeoutMs ?? 10_000)
      this.#events.on('mail', onMail)
    })
  }
}

import { randomBytes } from 'node:crypto'
import { MessageStore } from './messageStore'

/** One connected client as the hub sees it: its identity and a way to send it JSON. */
export interface RelayPeer {
  /** JWT `iss` (or a per-socket id when the client sent none). */
  readonly issuer: string
  send(payload: object): void
}

/** A JSON-RPC error the hub answers with. */
export class RelayRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RelayRpcError'
  }
}

/** Default TTL (seconds) when a publish carries none. */
const DEFAULT_TTL_SECONDS = 300
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102

type Params = Record<string, unknown>

function str(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0)
    throw new RelayRpcError(-32602, `Missing or invalid "${key}"`)
  return value
}

function num(params: Params, key: string, fallback: number): number {
  const value = params[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/**
 * The relay's routing logic, free of any socket: subscriptions per peer and topic, TTL storage,
 * replay to later subscribers and delivery through `irn_subscription`, never back to the sender's issuer.
 */
export class RelayHub {
  readonly store = new MessageStore()
  readonly #subs = new Map<string, Map<RelayPeer, string>>()
  readonly #topicsOf = new Map<RelayPeer, Set<string>>()
  #nextId = 0
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Forgets every subscription of a peer (its socket closed). */
  removePeer(peer: RelayPeer): void {
    for (const topic of this.#topicsOf.get(peer) ?? []) this.#subs.get(topic)?.delete(peer)
    this.#topicsOf.delete(peer)
  }

  /** Number of peers subscribed to a topic. */
  subscriberCount(topic: string): number {
    return this.#subs.get(topic)?.size ?? 0
  }

  /** Answers one JSON-RPC request from a peer; throws RelayRpcError for bad calls. */
  handle(peer: RelayPeer, method: string, params: Params): unknown {
    switch (method) {
      case 'irn_subscribe':
        return this.subscribe(peer, str(params, 'topic'))
      case 'irn_batchSubscribe':
        return this.#topics(params).map((topic) => this.subscribe(peer, topic))
      case 'irn_unsubscribe':
        this.unsubscribe(peer, str(params, 'topic'))
        return true
      case 'irn_batchUnsubscribe': {
        const list = Array.isArray(params.subscriptions) ? params.subscriptions : []
        for (const item of list) {
          if (item && typeof item === 'object' && typeof item.topic === 'string')
            this.unsubscribe(peer, item.topic)
        }
        return true
      }
      case 'irn_publish':
        this.#publishParams(peer, params)
        return true
      case 'irn_batchPublish': {
        const list = Array.isArray(params.messages) ? params.messages : []
        for (const item of list)
          if (item && typeof item === 'object') this.#publishParams(peer, item as Params)
        return true
      }
      case 'irn_batchFetchMessages':
        // Stored messages are replayed on subscribe, so there is never a backlog to fetch.
        return { messages: [], hasMore: false }
      case 'wc_proposeSession': {
        const pairingTopic = str(params, 'pairingTopic')
        this.subscribe(peer, pairingTopic)
        this.publish(peer, {
          topic: pairingTopic,
          message: str(params, 'sessionProposal'),
          ttl: num(params, 'ttl', DEFAULT_TTL_SECONDS),
          tag: TAG_SESSION_PROPOSE,
          attestation: params.attestation,
        })
        return true
      }
      case 'wc_approveSession': {
        const sessionTopic = str(params, 'sessionTopic')
        const pairingTopic = str(params, 'pairingTopic')
        const ttl = num(params, 'ttl', DEFAULT_TTL_SECONDS)
        this.subscribe(peer, sessionTopic)
        this.publish(peer, {
          topic: pairingTopic,
          message: str(params, 'sessionProposalResponse'),
          ttl,
          tag: TAG_SESSION_PROPOSE_RESPONSE,
        })
        this.publish(peer, {
          topic: sessionTopic,
          message: str(params, 'sessionSettlementRequest'),
          ttl,
          tag: TAG_SESSION_SETTLE,
        })
        return true
      }
      default:
        throw new RelayRpcError(-32601, `Method not found: ${method}`)
    }
  }

  /** Subscribes a peer to a topic (idempotent) and replays the topic's live messages to it. */
  subscribe(peer: RelayPeer, topic: string): string {
    let peers = this.#subs.get(topic)
    if (!peers) {
      peers = new Map()
      this.#subs.set(topic, peers)
    }
    let id = peers.get(peer)
    if (id === undefined) {
      id = randomBytes(32).toString('hex')
      peers.set(peer, id)
      const topics = this.#topicsOf.get(peer) ?? new Set()
      topics.add(topic)
      this.#topicsOf.set(peer, topics)
    }
    const subId = id
    for (const m of this.store.forTopic(topic, this.#now())) {
      if (m.issuer !== peer.issuer) this.#deliver(peer, subId, m)
    }
    return subId
  }

  /** Removes a peer's subscription to a topic. */
  unsubscribe(peer: RelayPeer, topic: string): void {
    this.#subs.get(topic)?.delete(peer)
    this.#topicsOf.get(peer)?.delete(topic)
  }

  /** Stores a message for its TTL and delivers it to every subscriber with another issuer. */
  publish(
    sender: RelayPeer,
    msg: { topic: string; message: string; ttl: number; tag: number; attestation?: unknown },
  ): void {
    const now = this.#now()
    const stored = {
      topic: msg.topic,
      message: msg.message,
      tag: msg.tag,
      publishedAt: now,
      expiresAt: now + msg.ttl * 1000,
      issuer: sender.issuer,
      ...(typeof msg.attestation === 'string' ? { attestation: msg.attestation } : {}),
    }
    this.store.add(stored)
    for (const [peer, subId] of this.#subs.get(msg.topic) ?? []) {
      if (peer.issuer !== sender.issuer) this.#deliver(peer, subId, stored)
    }
  }

  #publishParams(peer: RelayPeer, params: Params): void {
    this.publish(peer, {
      topic: str(params, 'topic'),
      message: str(params, 'message'),
      ttl: num(params, 'ttl', DEFAULT_TTL_SECONDS),
      tag: num(params, 'tag', 0),
      attestation: params.attestation,
    })
  }

  #topics(params: Params): string[] {
    const topics = params.topics
    if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string')) {
      throw new RelayRpcError(-32602, 'Missing or invalid "topics"')
    }
    return topics as string[]
  }

  #deliver(peer: RelayPeer, subId: string, m: ReturnType<MessageStore['forTopic']>[number]): void {
    this.#nextId = (this.#nextId + 1) % 1000
    peer.send({
      id: Date.now() * 1000 + this.#nextId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subId,
        data: {
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
        },
      },
    })
  }
}

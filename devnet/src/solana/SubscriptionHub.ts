import type { Address } from '@solana/kit'
import type { WebSocket } from 'ws'
import { encodeAccount } from './accountMethods'
import { addressAt, commitmentOf, configAt, paramsOf, RpcError, stringAt, stringifyRpc } from './rpcCommon'
import { COMMITMENTS, type Commitment, type SolanaLedger } from './SolanaLedger'

type Subscription =
  | {
      kind: 'signature'
      socket: WebSocket
      signature: string
      commitment: Commitment
      received: boolean
      sentReceived: boolean
    }
  | { kind: 'slot'; socket: WebSocket }
  | {
      kind: 'account'
      socket: WebSocket
      address: Address
      commitment: Commitment
      encoding: string
      seenSlot: number
    }

const rank = (c: Commitment) => COMMITMENTS.indexOf(c)

/**
 * The node's PubSub side: signatureSubscribe, slotSubscribe, accountSubscribe and their unsubscribes, over any
 * number of WebSocket connections. Id-less messages (kit's idle `ping`) are ignored.
 * @example const hub = new SubscriptionHub(ledger); wss.on('connection', (ws) => hub.attach(ws))
 */
export class SubscriptionHub {
  private readonly subs = new Map<number, Subscription>()
  private nextId = 1
  private readonly stopListening: Array<() => void>

  constructor(private readonly ledger: SolanaLedger) {
    this.stopListening = [
      ledger.onSlot((slot) => this.onSlot(slot)),
      ledger.onTransaction(() => this.check()),
    ]
  }

  /** Subscriptions currently open (for tests). */
  get size(): number {
    return this.subs.size
  }

  /** Serves subscriptions on one socket; they end with it. */
  attach(socket: WebSocket): void {
    socket.on('message', (data) => this.onMessage(socket, data.toString()))
    socket.on('close', () => {
      for (const [id, sub] of this.subs) if (sub.socket === socket) this.subs.delete(id)
    })
  }

  /** Stops listening to the ledger. */
  close(): void {
    for (const stop of this.stopListening) stop()
    this.subs.clear()
  }

  private onMessage(socket: WebSocket, text: string): void {
    let request: { id?: unknown; method?: unknown; params?: unknown }
    try {
      request = JSON.parse(text)
    } catch {
      socket.send(stringifyRpc({ error: { code: -32700, message: 'Parse error' }, id: null, jsonrpc: '2.0' }))
      return
    }
    if (!request || typeof request !== 'object' || request.id === undefined || request.id === null) return
    const { id } = request
    try {
      const result = this.call(socket, String(request.method), paramsOf(request.params))
      // Already-reached states are notified on the next slot, never in the same burst as the answer: kit
      // listens for notifications only after it has read the subscription id.
      socket.send(stringifyRpc({ id, jsonrpc: '2.0', result }))
    } catch (error) {
      const e =
        error instanceof RpcError
          ? error
          : new RpcError(-32603, `Internal error: ${(error as Error).message}`)
      socket.send(stringifyRpc({ error: { code: e.code, message: e.message }, id, jsonrpc: '2.0' }))
    }
  }

  private call(socket: WebSocket, method: string, params: unknown[]): unknown {
    const { ledger } = this
    switch (method) {
      case 'signatureSubscribe': {
        const signature = stringAt(params, 0, 'signature')
        const config = configAt(params, 1)
        const commitment = commitmentOf(config, ledger)
        const received = config.enableReceivedNotification === true
        return this.add({ kind: 'signature', socket, signature, commitment, received, sentReceived: false })
      }
      case 'slotSubscribe':
        return this.add({ kind: 'slot', socket })
      case 'accountSubscribe': {
        const address = addressAt(params, 0)
        const config = configAt(params, 1)
        const commitment = commitmentOf(config, ledger)
        const encoding = typeof config.encoding === 'string' ? config.encoding : 'base64'
        if (!['base58', 'base64', 'jsonParsed'].includes(encoding))
          throw new RpcError(-32602, 'Invalid params: encoding')
        return this.add({
          kind: 'account',
          socket,
          address,
          commitment,
          encoding,
          seenSlot: ledger.lastChanged(address) ?? -1,
        })
      }
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe':
      case 'accountUnsubscribe': {
        const id = params[0]
        const sub = typeof id === 'number' ? this.subs.get(id) : undefined
        if (!sub || sub.socket !== socket || `${sub.kind}Unsubscribe` !== method) {
          throw new RpcError(-32602, 'Invalid subscription id.')
        }
        this.subs.delete(id as number)
        return true
      }
      default:
        throw new RpcError(-32601, 'Method not found')
    }
  }

  private add(sub: Subscription): number {
    const id = this.nextId++
    this.subs.set(id, sub)
    return id
  }

  private notify(sub: Subscription, method: string, id: number, result: unknown): void {
    if (sub.socket.readyState !== sub.socket.OPEN) return
    sub.socket.send(stringifyRpc({ jsonrpc: '2.0', method, params: { result, subscription: id } }))
  }

  private onSlot(slot: number): void {
    for (const [id, sub] of this.subs) {
      if (sub.kind === 'slot') {
        this.notify(sub, 'slotNotification', id, {
          parent: slot - 1,
          root: this.ledger.slotAt('finalized'),
          slot,
        })
      }
    }
    this.check()
  }

  private check(): void {
    const { ledger } = this
    for (const [id, sub] of this.subs) {
      if (sub.kind === 'signature') {
        const record = ledger.transaction(sub.signature)
        if (!record) continue
        const context = { slot: ledger.slotAt(sub.commitment) }
        if (rank(ledger.commitmentOf(record.slot)) >= rank(sub.commitment)) {
          this.subs.delete(id)
          this.notify(sub, 'signatureNotification', id, { context, value: { err: record.err } })
        } else if (sub.received && !sub.sentReceived) {
          sub.sentReceived = true
          this.notify(sub, 'signatureNotification', id, { context, value: 'receivedSignature' })
        }
      } else if (sub.kind === 'account') {
        const changed = ledger.lastChanged(sub.address)
        if (changed === undefined || changed <= sub.seenSlot || changed > ledger.slotAt(sub.commitment))
          continue
        sub.seenSlot = changed
        const value = encodeAccount(ledger, ledger.svm.getAccount(sub.address), sub.encoding)
        this.notify(sub, 'accountNotification', id, {
          context: { slot: ledger.slotAt(sub.commitment) },
          value,
        })
      }
    }
  }
}

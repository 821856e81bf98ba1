import { describe, expect, it } from 'vitest'
import { RelayHub, type RelayPeer, RelayRpcError } from './RelayHub'

interface Delivery {
  method: string
  params: { id: string; data: { topic: string; message: string; tag: number; publishedAt: number } }
}

function peer(issuer: string): RelayPeer & { inbox: Delivery[] } {
  const inbox: Delivery[] = []
  return { issuer, inbox, send: (payload) => inbox.push(payload as Delivery) }
}

describe('RelayHub', () => {
  it('delivers a publish to other subscribers with their subscription id, never to the sender', () => {
    const hub = new RelayHub()
    const a = peer('did:key:a')
    const b = peer('did:key:b')
    hub.handle(a, 'irn_subscribe', { topic: 't1' })
    const subB = hub.handle(b, 'irn_subscribe', { topic: 't1' })
    expect(subB).toMatch(/^[0-9a-f]{64}$/)
    expect(hub.handle(a, 'irn_publish', { topic: 't1', message: 'm1', ttl: 60, tag: 1108 })).toBe(true)
    expect(a.inbox).toEqual([])
    expect(b.inbox).toHaveLength(1)
    expect(b.inbox[0]?.method).toBe('irn_subscription')
    expect(b.inbox[0]?.params.id).toBe(subB)
    expect(b.inbox[0]?.params.data).toMatchObject({ topic: 't1', message: 'm1', tag: 1108 })
  })

  it('does not echo to another socket of the same issuer (a reconnected client)', () => {
    const hub = new RelayHub()
    const first = peer('did:key:a')
    const again = peer('did:key:a')
    hub.handle(again, 'irn_subscribe', { topic: 't' })
    hub.handle(first, 'irn_publish', { topic: 't', message: 'x', ttl: 60 })
    expect(again.inbox).toEqual([])
  })

  it('replays live messages to a later subscriber and drops them after their TTL', () => {
    let now = 1_000_000
    const hub = new RelayHub(() => now)
    const a = peer('a')
    hub.handle(a, 'irn_publish', { topic: 't', message: 'short', ttl: 10 })
    hub.handle(a, 'irn_publish', { topic: 't', message: 'long', ttl: 100 })
    const b = peer('b')
    hub.handle(b, 'irn_subscribe', { topic: 't' })
    expect(b.inbox.map((d) => d.params.data.message)).toEqual(['short', 'long'])
    now += 11_000
    const c = peer('c')
    hub.handle(c, 'irn_batchSubscribe', { topics: ['t'] })
    expect(c.inbox.map((d) => d.params.data.message)).toEqual(['long'])
    expect(hub.store.prune(now + 100_000)).toBe(1)
  })

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', () => {
    const hub = new RelayHub()
    const a = peer('a')
    const b = peer('b')
    const id = hub.handle(b, 'irn_subscribe', { topic: 't' })
    hub.handle(b, 'irn_subscribe', { topic: 'u' })
    expect(hub.handle(b, 'irn_unsubscribe', { topic: 't', id })).toBe(true)
    expect(hub.handle(b, 'irn_batchUnsubscribe', { subscriptions: [{ topic: 'u', id: 'x' }] })).toBe(true)
    hub.handle(a, 'irn_batchPublish', {
      messages: [
        { topic: 't', message: '1' },
        { topic: 'u', message: '2' },
      ],
    })
    expect(b.inbox).toEqual([])
    expect(hub.subscriberCount('t')).toBe(0)
  })

  it('wc_proposeSession subscribes the proposer and publishes the proposal with tag 1100', () => {
    const hub = new RelayHub()
    const dapp = peer('dapp')
    hub.handle(dapp, 'wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'enc', ttl: 300 })
    expect(hub.subscriberCount('p')).toBe(1)
    const wallet = peer('wallet')
    hub.handle(wallet, 'irn_subscribe', { topic: 'p' })
    expect(wallet.inbox[0]?.params.data).toMatchObject({ topic: 'p', message: 'enc', tag: 1100 })
  })

  it('wc_approveSession publishes the response (1101) on the pairing and the settlement (1102) on the session', () => {
    const hub = new RelayHub()
    const dapp = peer('dapp')
    const wallet = peer('wallet')
    hub.handle(dapp, 'irn_subscribe', { topic: 'p' })
    hub.handle(wallet, 'wc_approveSession', {
      pairingTopic: 'p',
      sessionTopic: 's',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
    })
    expect(hub.subscriberCount('s')).toBe(1)
    expect(dapp.inbox.map((d) => [d.params.data.topic, d.params.data.tag])).toEqual([['p', 1101]])
    hub.handle(dapp, 'irn_subscribe', { topic: 's' })
    expect(dapp.inbox.map((d) => [d.params.data.topic, d.params.data.message, d.params.data.tag])).toEqual([
      ['p', 'resp', 1101],
      ['s', 'settle', 1102],
    ])
  })

  it('answers irn_batchFetchMessages with no backlog and rejects unknown methods and bad params', () => {
    const hub = new RelayHub()
    const a = peer('a')
    expect(hub.handle(a, 'irn_batchFetchMessages', { topics: ['t'] })).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(() => hub.handle(a, 'irn_nope', {})).toThrow(
      new RelayRpcError(-32601, 'Method not found: irn_nope'),
    )
    expect(() => hub.handle(a, 'irn_subscribe', {})).toThrow('Missing or invalid "topic"')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { clientIssuer } from './clientIssuer'
import { type RelayServer, startRelay } from './startRelay'

function jwt(iss: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'x' })}.c2ln`
}

async function connect(url: string, iss: string): Promise<WebSocket> {
  const ws = new WebSocket(`${url}/?auth=${jwt(iss)}&projectId=devnet`)
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  return ws
}

function nextMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))))
}

let relay: RelayServer | undefined
afterEach(async () => {
  await relay?.stop()
  relay = undefined
})

describe('clientIssuer', () => {
  it('reads iss from the auth JWT in the query, and nothing from a missing or broken one', () => {
    expect(clientIssuer(`/?auth=${jwt('did:key:z6Mk')}`)).toBe('did:key:z6Mk')
    expect(clientIssuer('/?projectId=x')).toBeUndefined()
    expect(clientIssuer('/?auth=a.%%%.c')).toBeUndefined()
  })
})

describe('startRelay', () => {
  it('listens on 127.0.0.1, answers JSON-RPC and routes a publish between two sockets', async () => {
    relay = await startRelay()
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const a = await connect(relay.url, 'did:key:a')
    const b = await connect(relay.url, 'did:key:b')
    b.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'abc' } }))
    const sub = await nextMessage(b)
    expect(sub).toMatchObject({ id: 1, jsonrpc: '2.0' })
    const delivered = nextMessage(b)
    a.send(
      JSON.stringify({
        id: 2,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: 'abc', message: 'hi', ttl: 30, tag: 4 },
      }),
    )
    expect(await nextMessage(a)).toEqual({ id: 2, jsonrpc: '2.0', result: true })
    expect(await delivered).toMatchObject({
      method: 'irn_subscription',
      params: { id: sub.result, data: { topic: 'abc', message: 'hi', tag: 4 } },
    })
    a.send(JSON.stringify({ id: 3, jsonrpc: '2.0', method: 'irn_what', params: {} }))
    expect(await nextMessage(a)).toEqual({
      id: 3,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: irn_what' },
    })
    a.close()
    b.close()
  })

  it('pings connected clients on its interval and forgets subscriptions of closed sockets', async () => {
    relay = await startRelay({ pingIntervalMs: 30 })
    const a = await connect(relay.url, 'did:key:a')
    await new Promise((resolve) => a.once('ping', resolve))
    a.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'x' } }))
    await nextMessage(a)
    expect(relay.hub.subscriberCount('x')).toBe(1)
    const closed = new Promise((resolve) => a.once('close', resolve))
    a.close()
    await closed
    await expect.poll(() => relay?.hub.subscriberCount('x'), { interval: 10, timeout: 2000 }).toBe(0)
  })
})

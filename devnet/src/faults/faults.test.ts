import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { requestJson, serviceUrl } from '../testing/request'
import { FaultRegistry, globMatch } from './FaultRegistry'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, seed: false })
})
afterAll(() => devnet.stop())
afterEach(async () => {
  await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'DELETE' })
})

const addFault = (base: string, rule: Record<string, unknown>) =>
  requestJson<{ faults: Array<{ id: number }> }>(`${base}/__devnet/faults`, { body: rule })
const chains = () => fetch(serviceUrl(devnet.apiUrl, '/v1/supported-chains'))

describe('fault injection control endpoint', () => {
  it('makes a route answer 500 until cleared', async () => {
    const added = await addFault(devnet.apiUrl, { route: '/v1/supported-chains', kind: '500' })
    expect(added.status).toBe(201)
    expect((await chains()).status).toBe(500)
    expect((await chains()).status).toBe(500)
    await fetch(`${devnet.apiUrl}/__devnet/faults`, { method: 'DELETE' })
    expect((await chains()).status).toBe(200)
  })

  it('answers 429 and 503 with Retry-After, for `count` requests only', async () => {
    await addFault(devnet.apiUrl, { route: '/v1/*', kind: '429', retryAfter: 2, count: 1 })
    const limited = await chains()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect((await chains()).status).toBe(200)
    await addFault(devnet.apiUrl, { route: '/v1/supported-chains', kind: '503', retryAfter: 1, count: 2 })
    const unavailable = await chains()
    expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '1'])
    expect((await chains()).status).toBe(503)
    expect((await chains()).status).toBe(200)
  })

  it('returns malformed JSON with a 200', async () => {
    await addFault(devnet.apiUrl, { route: '/v1/account/*/history', kind: 'malformed' })
    const res = await fetch(serviceUrl(devnet.apiUrl, `/v1/account/${devnet.accounts[0]!.address}/history`))
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow(SyntaxError)
  })

  it('never answers a timed-out route, so the client gives up', async () => {
    await addFault(devnet.apiUrl, { route: '/v1/supported-chains', kind: 'timeout', count: 1 })
    await expect(
      fetch(serviceUrl(devnet.apiUrl, '/v1/supported-chains'), { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/timeout|aborted/i)
    expect((await chains()).status).toBe(200)
  })

  it('is shared by the catalogue server and can be listed, filtered by method and removed by id', async () => {
    const added = await addFault(devnet.catalogueUrl, { route: '/getWallets', kind: '503', method: 'get' })
    const wallets = () => fetch(serviceUrl(devnet.catalogueUrl, '/getWallets'))
    expect((await wallets()).status).toBe(503)
    const listed = await requestJson<{ faults: Array<{ id: number; method: string; hits: number }> }>(
      `${devnet.apiUrl}/__devnet/faults`,
    )
    expect(listed.body.faults).toEqual([expect.objectContaining({ method: 'GET', hits: 1 })])
    await fetch(`${devnet.catalogueUrl}/__devnet/faults/${added.body.faults[0]!.id}`, { method: 'DELETE' })
    expect((await wallets()).status).toBe(200)
  })

  it('rejects invalid rules', async () => {
    const res = await addFault(devnet.apiUrl, { route: '/v1/*', kind: '418' })
    expect(res.status).toBe(400)
  })
})

describe('FaultRegistry', () => {
  it('matches globs and applies the first matching rule', () => {
    expect(globMatch('/v1/account/*/balance', '/v1/account/0xabc/balance')).toBe(true)
    expect(globMatch('/v1/account/*/balance', '/v1/account/0xabc/history')).toBe(false)
    const registry = new FaultRegistry()
    registry.add({ route: '/a', kind: '500', count: 1 })
    registry.add({ route: '/*', kind: '503' })
    expect(registry.take('GET', '/a')?.kind).toBe('500')
    expect(registry.take('GET', '/a')?.kind).toBe('503')
  })
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { formatSiwxMessage } from '@airlock/siwx/message'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { describeDevnet } from '../describeDevnet'
import { type Devnet, OPTIONAL_SERVICES_OFF, startDevnet } from '../startDevnet'
import { postgresUnavailableReason, startTestPostgres, type TestPostgres } from '../storage/startTestPostgres'
import { launchChromium } from '../wallet/testing/launchChromium'
import { SIWX_ACCOUNT_FACTORY, siwxAccountAddress, wrapErc6492 } from './smartAccounts'

const PAGE = 'http://localhost:5173'
const owner = privateKeyToAccount(DEVNET_ACCOUNTS[0]!.privateKey)

/** POSTs to the devnet's sign-in server from the page. */
const call = (devnet: Devnet, path: string, body?: unknown) =>
  fetch(`${devnet.siwx!.url}${path}`, {
    method: 'POST',
    headers: { origin: PAGE, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })

/** Signs `address` in from the page, its message signed by `sign`. */
async function signIn(devnet: Devnet, address: `0x${string}`, sign: (message: string) => Promise<string>) {
  const { nonce } = (await (await call(devnet, '/v1/nonce')).json()) as { nonce: string }
  const message = formatSiwxMessage({
    domain: 'localhost:5173',
    uri: `${PAGE}/`,
    accountAddress: address,
    chainId: 'eip155:31337',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
  })
  return call(devnet, '/v1/sessions', { message, signature: await sign(message) })
}

describe('the devnet sign-in server', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({
      ...OPTIONAL_SERVICES_OFF,
      siwx: true,
      solana: false,
      chains: [{ chainId: 31337 }],
    })
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('is listed in the endpoints JSON with the account factory, on loopback', () => {
    const endpoints = describeDevnet(devnet)
    expect(endpoints.siwx).toEqual({ url: devnet.siwx!.url, accountFactory: SIWX_ACCOUNT_FACTORY })
    expect(endpoints.siwx?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('signs a devnet account in from a loopback page, with a cross-site cookie (SameSite=None; Secure; Partitioned)', async () => {
    const answer = await signIn(devnet, owner.address, (message) => owner.signMessage({ message }))
    expect(answer.status).toBe(201)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE)
    expect(answer.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=None; Secure; Partitioned$/)
    expect(((await answer.json()) as { session: { address: string } }).session.address).toBe(owner.address)
  })

  it('verifies an ERC-6492 signature of an undeployed account against the devnet chain', async () => {
    const account = siwxAccountAddress(owner.address, 42n)
    const answer = await signIn(devnet, account, async (message) =>
      wrapErc6492(owner.address, 42n, await owner.signMessage({ message })),
    )
    expect(answer.status).toBe(201)
  })

  it('keeps the session of a page on localhost in Chromium: the cross-site cookie is stored and sent', async () => {
    const page = createServer((_req, res) => res.end('<!doctype html><title>app</title>'))
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
    const origin = `http://localhost:${(page.address() as AddressInfo).port}`
    const browser = await launchChromium()
    try {
      const tab = await browser.newPage()
      await tab.goto(`${origin}/`)
      const request = (url: string, body?: unknown) =>
        tab.evaluate(
          async ([url, body]) => {
            const res = await fetch(url as string, {
              method: body ? 'POST' : 'GET',
              credentials: 'include',
              ...(body
                ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
                : {}),
            })
            return { status: res.status, body: await res.json() }
          },
          [url, body] as const,
        )
      const base = devnet.siwx!.url
      const { body: nonce } = await tab.evaluate(async (url) => {
        const res = await fetch(url, { method: 'POST', credentials: 'include' })
        return { body: (await res.json()) as { nonce: string } }
      }, `${base}/v1/nonce`)
      const message = formatSiwxMessage({
        domain: new URL(origin).host,
        uri: `${origin}/`,
        accountAddress: owner.address,
        chainId: 'eip155:31337',
        version: '1',
        nonce: nonce.nonce,
        issuedAt: new Date().toISOString(),
      })
      const signedIn = await request(`${base}/v1/sessions`, {
        message,
        signature: await owner.signMessage({ message }),
      })
      expect(signedIn.status).toBe(201)
      const listed = await request(`${base}/v1/sessions`)
      expect(listed.body.sessions.map((s: { id: string }) => s.id)).toEqual([signedIn.body.session.id])
      // Page scripts cannot read the cookie.
      expect(await tab.evaluate(() => document.cookie)).toBe('')
    } finally {
      await browser.close()
      page.close()
    }
  }, 60_000)

  it('answers the fault panel’s rules, readable by the page (CORS, Retry-After)', async () => {
    const rule = devnet.faults.add({ route: '/v1/nonce', kind: '429', retryAfter: 7, count: 1 })
    try {
      const faulted = await call(devnet, '/v1/nonce')
      expect(faulted.status).toBe(429)
      expect(faulted.headers.get('retry-after')).toBe('7')
      expect(faulted.headers.get('access-control-allow-origin')).toBe(PAGE)
      expect(faulted.headers.get('access-control-expose-headers')).toBe('retry-after')
      expect((await call(devnet, '/v1/nonce')).status).toBe(201)
    } finally {
      devnet.faults.clear(rule.id)
    }
  })
})

const unavailable = postgresUnavailableReason()
describe.skipIf(unavailable !== undefined)('the devnet sign-in server on PostgreSQL', () => {
  let server: TestPostgres
  let devnet: Devnet
  beforeAll(async () => {
    server = await startTestPostgres()
    devnet = await startDevnet({
      databaseUrl: server.url,
      databaseSchema: 'devnet_siwx',
      solana: false,
      chains: [{ chainId: 31337 }],
    })
  }, 120_000)
  afterAll(async () => {
    await devnet?.stop()
    await server?.stop()
  }, 60_000)

  it("keeps its sessions in the devnet's PostgreSQL schema", async () => {
    const answer = await signIn(devnet, owner.address, (message) => owner.signMessage({ message }))
    expect(answer.status).toBe(201)
    const { session } = (await answer.json()) as { session: { id: string } }
    const cookie = answer.headers.get('set-cookie')!.split(';')[0]!
    const read = await fetch(`${devnet.siwx!.url}/v1/sessions/${session.id}`, {
      headers: { origin: PAGE, cookie },
    })
    expect(((await read.json()) as { session: { status: string } }).session.status).toBe('active')
  })
})

// The README's ways of mounting the handlers in an app's own backend, run for real: Express (as
// middleware, with and without express.json() before it), Fastify, and a Next.js-style route handler.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { sessionAnswerSchema } from '@airlock/siwx/protocol'
import express from 'express'
import Fastify from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSiwxDatabase, type SiwxDatabase } from '../database/openSiwxDatabase'
import { appMessage, codeOf, EVM_CHAIN, TestClient, type TestClock } from '../testing/harness'
import { createSiwxHandler, type SiwxHandler } from './createSiwxHandler'
import { toNodeListener } from './toNodeListener'

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const clock: TestClock = { offset: 0, now: () => Date.now() }

let db: SiwxDatabase
let siwx: SiwxHandler
beforeAll(async () => {
  db = await openSiwxDatabase()
  siwx = createSiwxHandler(
    { origins: ['https://app.example'], chains: { [EVM_CHAIN]: null }, basePath: '/api/siwx' },
    { database: db },
  )
})
afterAll(() => db?.close())

/** Signs alice in through `base` (the app's URL): nonce, message, signature; then reads /api/me. */
async function journey(base: string) {
  const client = new TestClient()
  const nonce = (await client.call<{ nonce: string }>('POST', `${base}/api/siwx/v1/nonce`)).body.nonce
  const message = appMessage(clock, { accountAddress: alice.address, chainId: EVM_CHAIN, nonce })
  const signIn = await client.call('POST', `${base}/api/siwx/v1/sessions`, {
    message,
    signature: await alice.signMessage({ message }),
  })
  const { session } = sessionAnswerSchema.parse(signIn.body)
  const me = await client.call<{ accounts: string[] }>('GET', `${base}/api/me`)
  const revoked = await client.call('POST', `${base}/api/siwx/v1/sessions/${session.id}/revoke`)
  const after = await client.call<{ accounts: string[] }>('GET', `${base}/api/me`)
  return {
    session,
    me: me.body.accounts,
    revoked: sessionAnswerSchema.parse(revoked.body).session,
    after: after.body.accounts,
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('mounted in an app', () => {
  it.each([false, true])(
    'Express: as middleware under /api/siwx (express.json() before it: %s)',
    async (json) => {
      const app = express()
      if (json) app.use(express.json())
      app.use(toNodeListener(siwx))
      app.get('/api/me', async (req, res) => {
        const request = new Request(`http://app${req.url}`, { headers: { cookie: req.headers.cookie ?? '' } })
        res.json({ accounts: (await siwx.authenticate(request)).map((s) => s.accountId) })
      })
      const server = createServer(app)
      try {
        const result = await journey(await listen(server))
        expect(result.me).toEqual([`${EVM_CHAIN}:${alice.address}`])
        expect(result.revoked.status).toBe('revoked')
        expect(result.after).toEqual([])
      } finally {
        server.close()
        server.closeAllConnections()
      }
    },
  )

  it('Fastify: a catch-all route handing the raw request over', async () => {
    const app = Fastify()
    const listener = toNodeListener(siwx)
    app.all('/api/siwx/*', (request, reply) => {
      reply.hijack()
      Object.assign(request.raw, { body: request.body })
      listener(request.raw, reply.raw)
    })
    app.get('/api/me', async (request) => {
      const cookie = request.headers.cookie ?? ''
      const sessions = await siwx.authenticate(new Request('http://app/api/me', { headers: { cookie } }))
      return { accounts: sessions.map((s) => s.accountId) }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const result = await journey(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)
      expect(result.me).toEqual([`${EVM_CHAIN}:${alice.address}`])
      expect(result.after).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('Next.js route handlers: Request in, Response out', async () => {
    // app/api/siwx/[...path]/route.ts: export const GET = handler; export const POST = handler
    const route = (request: Request) => siwx.handle(request)
    const page = { origin: 'https://app.example' }
    const nonce = await (
      await route(new Request('https://app.example/api/siwx/v1/nonce', { method: 'POST', headers: page }))
    ).json()
    const message = appMessage(clock, {
      accountAddress: alice.address,
      chainId: EVM_CHAIN,
      nonce: nonce.nonce,
    })
    const response = await route(
      new Request('https://app.example/api/siwx/v1/sessions', {
        method: 'POST',
        headers: { ...page, 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature: await alice.signMessage({ message }) }),
      }),
    )
    expect(response.status).toBe(201)
    // https: the cookie is Secure.
    expect(response.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!
    const sessions = await siwx.authenticate(
      new Request('https://app.example/dashboard', { headers: { cookie } }),
    )
    expect(sessions.map((s) => s.address)).toEqual([alice.address])
    const outside = await route(
      new Request('https://app.example/v1/nonce', { method: 'POST', headers: page }),
    )
    expect(codeOf({ status: outside.status, headers: outside.headers, body: await outside.json() })).toBe(
      'NOT_FOUND',
    )
  })
})

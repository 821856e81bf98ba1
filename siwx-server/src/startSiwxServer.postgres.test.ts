import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import {
  DEVNET_ACCOUNTS,
  postgresUnavailableReason,
  startTestPostgres,
  type TestPostgres,
} from '@airlock/devnet'
import { sessionAnswerSchema } from '@airlock/siwx/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSiwxDatabase, type SiwxDatabase } from './database/openSiwxDatabase'
import { type SiwxServer, startSiwxServer } from './startSiwxServer'
import { APP_ORIGIN, appMessage, codeOf, EVM_CHAIN, TestClient, type TestClock } from './testing/harness'

const unavailable = postgresUnavailableReason()
if (unavailable) console.warn(`skipping the sign-in server on PostgreSQL: ${unavailable}`)

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const clock: TestClock = { offset: 0, now: () => Date.now() }
const SCHEMA = 'siwx_two_processes'
const CHAINS = { [EVM_CHAIN]: null }
const RATE_LIMITS = {
  ipNonce: 4,
  ipSignIn: 100,
  ipRead: 100,
  ipRevoke: 100,
  accountSignIn: 100,
  accountRevoke: 100,
}

/** Starts the CLI as a second OS process on the same database; resolves with its URL. */
async function startCliProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', cli], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += String(d)
  })
  const [line] = (await Promise.race([
    once(child.stdout!, 'data'),
    once(child, 'exit').then(() => {
      throw new Error(`sign-in server CLI exited: ${stderr}`)
    }),
  ])) as [Buffer]
  return { url: (JSON.parse(String(line)) as { url: string }).url, child }
}

describe.skipIf(unavailable !== undefined)('the sign-in server on PostgreSQL, two OS processes', () => {
  let pg: TestPostgres
  let a: SiwxServer
  let b: { url: string; child: ChildProcess }
  let database: SiwxDatabase | undefined
  beforeAll(async () => {
    pg = await startTestPostgres()
    database = await openSiwxDatabase({ url: pg.url, schema: SCHEMA, dropSchemaOnClose: true })
    a = await startSiwxServer(
      { origins: [APP_ORIGIN], chains: CHAINS, rateLimits: RATE_LIMITS, trustProxy: 1 },
      { database, onError: () => undefined },
    )
    b = await startCliProcess({
      DATABASE_URL: pg.url,
      DATABASE_SCHEMA: SCHEMA,
      ALLOWED_ORIGINS: APP_ORIGIN,
      CHAINS: JSON.stringify(CHAINS),
      RATE_LIMITS: JSON.stringify(RATE_LIMITS),
      TRUST_PROXY: '1',
      PORT: '0',
    })
  }, 120_000)
  afterAll(async () => {
    if (b) {
      b.child.kill('SIGTERM')
      if (b.child.exitCode === null) await once(b.child, 'exit')
    }
    await a?.stop()
    await database?.close()
    await pg?.stop()
  }, 60_000)

  // Each test calls from its own client IP (X-Forwarded-For, one trusted proxy), so their nonce counts
  // stay apart.
  const clientFrom = (ip: string) => new TestClient(APP_ORIGIN, true, { 'x-forwarded-for': ip })

  it('signs in on one process with a nonce from the other; the session reads and revokes on either', async () => {
    const client = clientFrom('192.0.2.1')
    const nonce = await client.nonce(a)
    const message = appMessage(clock, { accountAddress: alice.address, chainId: EVM_CHAIN, nonce })
    const signIn = await client.call('POST', `${b.url}/v1/sessions`, {
      message,
      signature: await alice.signMessage({ message }),
    })
    expect(signIn.status).toBe(201)
    const { session } = sessionAnswerSchema.parse(signIn.body)
    expect(
      sessionAnswerSchema.parse((await client.call('GET', `${a.url}/v1/sessions/${session.id}`)).body).session
        .status,
    ).toBe('active')
    await client.call('POST', `${a.url}/v1/sessions/${session.id}/revoke`)
    const read = await client.call('GET', `${b.url}/v1/sessions/${session.id}`)
    expect(sessionAnswerSchema.parse(read.body).session.status).toBe('revoked')
    expect((await client.call<{ database: string }>('GET', `${b.url}/healthz`)).body.database).toBe(
      'postgres',
    )
  })

  it('lets exactly one process use a nonce when both get the same signed message at once', async () => {
    for (let round = 0; round < 5; round++) {
      const client = clientFrom(`192.0.2.${10 + round}`)
      const nonce = await client.nonce(a)
      const message = appMessage(clock, { accountAddress: alice.address, chainId: EVM_CHAIN, nonce })
      const body = { message, signature: await alice.signMessage({ message }) }
      const answers = await Promise.all([
        client.call('POST', `${a.url}/v1/sessions`, body),
        client.call('POST', `${b.url}/v1/sessions`, body),
      ])
      expect(answers.map((x) => x.status).sort()).toEqual([201, 401])
      expect(answers.map(codeOf).filter(Boolean)).toEqual(['NONCE_USED'])
    }
  })

  it('holds a per-IP limit across both processes', async () => {
    const client = clientFrom('192.0.2.50')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await client.call('POST', `${(i % 2 ? a : b).url}/v1/nonce`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429])
  })
})

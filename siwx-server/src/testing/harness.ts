// Test harness: two sign-in servers on one database (two processes' worth of state: none in memory),
// a shared movable clock, an anvil chain with the smart-account factory, and a small browser-like client.
import { type AnvilNode, deploySiwxAccountFactory, startAnvil } from '@airlock/devnet'
import { formatSiwxMessage, type SiwxMessageData } from '@airlock/siwx/message'
import type { SiwxServerOptionsInput } from '../config'
import { openSiwxDatabase, type SiwxDatabase } from '../database/openSiwxDatabase'
import { type SiwxServer, startSiwxServer } from '../startSiwxServer'

/** The page the test app runs on. */
export const APP_ORIGIN = 'https://app.example'
export const EVM_CHAIN = 'eip155:31337'
export const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** An EVM chain whose RPC URL answers nothing (a closed port). */
export const DEAD_RPC_CHAIN = 'eip155:31339'

/** What startSiwxHarness started. */
export interface SiwxHarness {
  db: SiwxDatabase
  a: SiwxServer
  b: SiwxServer
  /** The servers' clock: real time moved by `offset` ms. */
  clock: TestClock
  anvil: AnvilNode | undefined
  stop(): Promise<void>
}

/** Starts two servers on one database (PGlite, or `databaseUrl`), with anvil when `evm` is set. */
export async function startSiwxHarness(
  options: {
    databaseUrl?: string
    schema?: string
    evm?: boolean
    overrides?: Partial<SiwxServerOptionsInput>
  } = {},
): Promise<SiwxHarness> {
  const [db, anvil] = await Promise.all([
    openSiwxDatabase(
      options.databaseUrl
        ? { url: options.databaseUrl, schema: options.schema, dropSchemaOnClose: true }
        : {},
    ),
    options.evm ? startAnvil({ chainId: 31337 }) : undefined,
  ])
  if (anvil) await deploySiwxAccountFactory(anvil.rpcUrl)
  const clock: TestClock = { offset: 0, now: () => Date.now() + clock.offset }
  const config: SiwxServerOptionsInput = {
    origins: [APP_ORIGIN, 'http://localhost:*'],
    chains: {
      [EVM_CHAIN]: anvil?.rpcUrl ?? null,
      [DEAD_RPC_CHAIN]: 'http://127.0.0.1:9',
      [SOLANA_CHAIN]: null,
      [BITCOIN_REGTEST]: null,
    },
    // Generous limits: the rate-limit tests set their own.
    rateLimits: {
      ipNonce: 10_000,
      ipSignIn: 10_000,
      ipRead: 10_000,
      ipRevoke: 10_000,
      accountSignIn: 10_000,
      accountRevoke: 10_000,
    },
    ...options.overrides,
  }
  const runtime = { database: db, now: () => clock.now(), onError: () => undefined }
  const [a, b] = await Promise.all([startSiwxServer(config, runtime), startSiwxServer(config, runtime)])
  return {
    db,
    a,
    b,
    clock,
    anvil,
    async stop() {
      await Promise.all([a.stop(), b.stop()])
      await db.close()
      await anvil?.stop()
    },
  }
}

/** Real time, moved by `offset` ms (tests move it to expire nonces and sessions). */
export interface TestClock {
  offset: number
  now(): number
}

/** An HTTP answer, its JSON parsed. */
export interface Answer<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
}

/** The error code of an answer, if it is an error. */
export const codeOf = (answer: Answer) => (answer.body as { error?: { code?: string } }).error?.code

/**
 * A client as a browser page on `origin` would call the server: Origin header, and a cookie jar for
 * the sign-in cookie (or none).
 */
export class TestClient {
  cookie: string | undefined

  constructor(
    private readonly origin: string | null = APP_ORIGIN,
    private readonly useCookies = true,
    /** Headers sent with every request (an X-Forwarded-For behind a trusted proxy). */
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(url, {
      method,
      headers: {
        ...(this.origin ? { origin: this.origin } : {}),
        ...(this.useCookies && this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...this.headers,
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    })
    const setCookie = response.headers.getSetCookie()[0]
    if (setCookie && this.useCookies) this.cookie = setCookie.split(';')[0]
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  /** A fresh nonce from `server`. */
  async nonce(server: SiwxServer): Promise<string> {
    const answer = await this.call<{ nonce: string }>('POST', `${server.url}/v1/nonce`)
    if (answer.status !== 201) throw new Error(`nonce: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body.nonce
  }

  /** Posts a signed message to `server`. */
  signIn(server: SiwxServer, message: string, signature: string, extra: Record<string, unknown> = {}) {
    return this.call<{
      session: { id: string; address: string; status: string; chainId: string }
      token?: string
    }>('POST', `${server.url}/v1/sessions`, { message, signature, ...extra })
  }
}

/** A message for the test app's page, issued now on `clock` (overrides win). */
export function appMessage(
  clock: TestClock,
  fields: Pick<SiwxMessageData, 'accountAddress' | 'chainId' | 'nonce'> & Partial<SiwxMessageData>,
): string {
  return formatSiwxMessage({
    domain: 'app.example',
    uri: `${APP_ORIGIN}/login`,
    version: '1',
    issuedAt: new Date(clock.now()).toISOString(),
    statement: 'Sign in to the Airlock test app',
    ...fields,
  })
}

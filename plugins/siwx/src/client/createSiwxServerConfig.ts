import { SiwxError } from '../errors'
import { formatSiwxMessage } from '../message/formatSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxChainId, SiwxMessageData, SiwxNamespace } from '../message/types'
import type { SiwxConfig, SiwxSession } from '../options/types'
import {
  CLOCK_SKEW_ERROR_CODES,
  nonceAnswerSchema,
  type SiwxApiErrorCode,
  type SiwxServerSession,
  sessionAnswerSchema,
  sessionListAnswerSchema,
  siwxErrorAnswerSchema,
} from '../protocol/index'

/** Options of {@link createSiwxServerConfig}. */
export interface SiwxServerConfigOptions {
  /** The sign-in server's base URL, with its base path: `https://app.example/api/siwx`. */
  url: string
  /** The line the wallet shows above the message's fields. */
  statement?: string
  /** Messages expire this many seconds after they are made (the session ends then too); default none. */
  expiresInSeconds?: number
  /** URIs added to every message. */
  resources?: readonly string[]
  /** Whether the visitor must sign in to stay connected (default false). */
  required?: boolean
  /** Whether disconnecting ends the session (default true). */
  signOutOnDisconnect?: boolean
  /** Namespaces to sign in (default: eip155, solana and bip122). */
  namespaces?: readonly SiwxNamespace[]
  /** The page the messages are for (default `globalThis.location`). */
  page?: { host: string; href: string }
  /** fetch to use (default the global one; it must send cookies: `credentials: 'include'` is passed). */
  fetch?: typeof fetch
  /** Clock (default `new Date()`). */
  now?: () => Date
}

/** Why a request to the sign-in server failed: its error code, `NETWORK`, or `BAD_ANSWER`. */
export type SiwxServerErrorCode = SiwxApiErrorCode | 'NETWORK' | 'BAD_ANSWER'

/** The sign-in server refused a request or could not be reached. */
export class SiwxServerError extends SiwxError<SiwxServerErrorCode> {
  override name = 'SiwxServerError'
  /** Seconds to wait before retrying (RATE_LIMITED), when the server said. */
  readonly retryAfterSeconds: number | undefined

  constructor(code: SiwxServerErrorCode, details: string, retryAfterSeconds?: number) {
    super(code, 'The sign-in server refused the request', { details, docsPath: '/plugins/siwx#server' })
    this.retryAfterSeconds = retryAfterSeconds
  }

  /** Whether the device's clock is off (the spec's Session Expired alert: check time settings). */
  get isClockSkew(): boolean {
    return CLOCK_SKEW_ERROR_CODES.includes(this.code as SiwxApiErrorCode)
  }
}

/**
 * A `siwx` config backed by `@airlock/siwx-server`: nonces from the server, the page's domain and URI in
 * every message, sessions verified and kept by the server (an HttpOnly cookie holds them; nothing in
 * page storage). Revoking a session ends only that chain and account's.
 *
 * @example
 * createAirlock({ …, siwx: createSiwxServerConfig({ url: 'https://app.example/api/siwx', statement: 'Sign in to Acme' }) })
 */
export function createSiwxServerConfig(options: SiwxServerConfigOptions): SiwxConfig {
  const base = options.url.replace(/\/+$/, '')
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const now = options.now ?? (() => new Date())

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    parse: (body: unknown) => T,
    body?: unknown,
  ): Promise<T> {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        credentials: 'include',
        ...(body !== undefined
          ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
          : {}),
      })
    } catch (error) {
      throw new SiwxServerError('NETWORK', `${method} ${path}: ${(error as Error).message}`)
    }
    let json: unknown
    try {
      json = await response.json()
    } catch {
      throw new SiwxServerError(
        'BAD_ANSWER',
        `${method} ${path}: HTTP status code: ${response.status}, not JSON`,
      )
    }
    if (!response.ok) {
      const refusal = siwxErrorAnswerSchema.safeParse(json)
      if (!refusal.success)
        throw new SiwxServerError('BAD_ANSWER', `${method} ${path}: HTTP status code: ${response.status}`)
      const { code, message, retryAfterSeconds } = refusal.data.error
      throw new SiwxServerError(code, message, retryAfterSeconds)
    }
    try {
      return parse(json)
    } catch {
      throw new SiwxServerError('BAD_ANSWER', `${method} ${path}: the answer is not what the protocol says`)
    }
  }

  const listSessions = (chainId?: string, address?: string) => {
    const query =
      chainId && address
        ? `?chainId=${encodeURIComponent(chainId)}&address=${encodeURIComponent(address)}`
        : ''
    return call('GET', `/v1/sessions${query}`, (b) => sessionListAnswerSchema.parse(b).sessions)
  }
  const revoke = (session: SiwxServerSession) =>
    call('POST', `/v1/sessions/${session.id}/revoke`, (b) => sessionAnswerSchema.parse(b))

  const config: SiwxConfig = {
    namespaces: options.namespaces ?? ['eip155', 'solana', 'bip122'],
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    getRequired: () => options.required ?? false,
    async createMessage(input) {
      const page = options.page ?? (globalThis as { location?: { host: string; href: string } }).location
      if (!page)
        throw new SiwxServerError('BAD_ANSWER', 'No page to sign in to: pass `page` outside a browser')
      const { nonce } = await call('POST', '/v1/nonce', (b) => nonceAnswerSchema.parse(b))
      const issued = now()
      const data: SiwxMessageData = {
        domain: page.host,
        uri: page.href,
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        version: '1',
        nonce,
        issuedAt: issued.toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
        ...(options.expiresInSeconds
          ? { expirationTime: new Date(issued.getTime() + options.expiresInSeconds * 1000).toISOString() }
          : {}),
        ...(input.notBefore ? { notBefore: input.notBefore } : {}),
        ...(options.resources ? { resources: options.resources } : {}),
      }
      const text = formatSiwxMessage(data)
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      await call('POST', '/v1/sessions', (b) => sessionAnswerSchema.parse(b), {
        message: session.message,
        signature: session.signature,
        chainId: session.data.chainId,
      })
    },
    async getSessions(chainId, address) {
      return (await listSessions(chainId, address)).map(toSiwxSession)
    },
    async revokeSession(chainId, address) {
      for (const session of await listSessions(chainId, address)) await revoke(session)
    },
    async setSessions(sessions) {
      const kept = await listSessions()
      const wanted = new Set(sessions.map((s) => s.message))
      for (const session of kept) if (!wanted.has(session.message)) await revoke(session)
      const have = new Set(kept.map((s) => s.message))
      for (const session of sessions) if (!have.has(session.message)) await config.addSession(session)
    },
  }
  return config
}

/** The server's session as the siwx contract's: the message's data, the message and its signature. */
function toSiwxSession(session: SiwxServerSession): SiwxSession {
  let data: SiwxSession['data']
  try {
    data = parseSiwxMessage(session.message)
  } catch {
    data = { accountAddress: session.address, chainId: session.chainId as SiwxChainId }
  }
  return { data, message: session.message, signature: session.signature }
}

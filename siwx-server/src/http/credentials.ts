import { createHash, randomBytes } from 'node:crypto'
import type { SiwxHandlerConfig } from '../config'

const TOKEN = /^[A-Za-z0-9_-]{43}$/
/** Most session tokens one cookie or header carries (the newest are kept). */
export const MAX_TOKENS = 20

/** A new session token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * The session tokens a request presents: the sign-in cookie's and the `Authorization: Bearer` header's
 * (several joined by '.'), well-formed ones only, at most {@link MAX_TOKENS}.
 */
export function readTokens(request: Request, cookieName: string): string[] {
  const found = new Set<string>()
  const add = (value: string | undefined) => {
    for (const token of (value ?? '').split('.')) if (TOKEN.test(token)) found.add(token)
  }
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === cookieName) add(part.slice(at + 1).trim())
  }
  const auth = request.headers.get('authorization')
  if (auth?.startsWith('Bearer ')) add(auth.slice('Bearer '.length).trim())
  return [...found].slice(-MAX_TOKENS)
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * The Set-Cookie value holding `tokens` (newest last), HttpOnly, for `maxAgeSeconds`. Secure on https
 * and loopback (browsers treat loopback http as secure) unless configured; SameSite=None always Secure,
 * and Partitioned (CHIPS) unless configured otherwise.
 */
export function sessionCookie(
  config: SiwxHandlerConfig['cookie'],
  url: URL,
  tokens: readonly string[],
  maxAgeSeconds: number,
): string {
  const none = config.sameSite === 'none'
  const secure = none || (config.secure ?? (url.protocol === 'https:' || LOOPBACK.test(url.hostname)))
  const partitioned = config.partitioned ?? none
  return [
    `${config.name}=${tokens.slice(-MAX_TOKENS).join('.')}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    `SameSite=${config.sameSite === 'lax' ? 'Lax' : config.sameSite === 'strict' ? 'Strict' : 'None'}`,
    ...(secure ? ['Secure'] : []),
    ...(partitioned ? ['Partitioned'] : []),
  ].join('; ')
}

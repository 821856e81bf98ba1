import type { IncomingMessage } from 'node:http'
import { ApiError, readCookie } from '../http/httpKit'
import type { Mailer } from '../mail/createMailer'
import type { KeyShareStore } from '../store/KeyShareStore'
import type { OtpStore, VerifyResult } from '../store/OtpStore'
import type { RateLimitStore } from '../store/RateLimitStore'
import type { FrameSession, SessionStore } from '../store/SessionStore'
import type { UserStore } from '../store/UserStore'

/**
 * Name of the HttpOnly session cookie where it is Secure (https, and loopback http). The `__Host-`
 * prefix makes browsers accept it only from this very host, Secure, with Path=/ and no Domain: a page on
 * a sibling subdomain cannot plant a session in the frame (issue #28, finding 10).
 */
export const SESSION_COOKIE = '__Host-airlock_frame_session'
/** The cookie's name on plain http (LAN setups): a `__Host-` cookie must be Secure. */
export const INSECURE_SESSION_COOKIE = 'airlock_frame_session'

/** What the API routes need. */
export interface ApiDeps {
  otps: OtpStore
  users: UserStore
  sessions: SessionStore
  keyShares: KeyShareStore
  limits: RateLimitStore
  mailer: Mailer
  /** Whether the frame origin is https (then sessions ride only in the `__Host-` cookie). */
  secure: boolean
  /**
   * Whether the session cookie is `__Host-…; HttpOnly; Secure; SameSite=None; Partitioned` (CHIPS):
   * https, and loopback http (potentially trustworthy), where it survives reloads of a cross-site frame
   * even when the browser blocks the frame's third-party storage. Default: `secure`.
   */
  partitionedCookie?: boolean
  projectIds: ReadonlySet<string>
  sessionTtlSeconds: number
  /** The client address of a request (rate limits). */
  clientIp(req: IncomingMessage): string
}

/** The session helpers every route shares. */
export function sessionHelpers(deps: ApiDeps) {
  const secureCookie = deps.partitionedCookie ?? deps.secure
  const name = secureCookie ? SESSION_COOKIE : INSECURE_SESSION_COOKIE
  const tokenOf = (req: IncomingMessage) => {
    const bearer = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1]
    // Over https a bearer token is never given out, so none is taken either: only the cookie.
    return (deps.secure ? undefined : bearer) ?? readCookie(req, name)
  }
  return {
    tokenOf,
    async requireSession(req: IncomingMessage): Promise<FrameSession & { token: string }> {
      const token = tokenOf(req)
      const session = token ? await deps.sessions.resolve(token) : undefined
      if (!token || !session) throw new ApiError(401, 'Not signed in', 'NOT_CONNECTED')
      return { ...session, token }
    },
    cookie(value: string, maxAge: number): string {
      return secureCookie
        ? `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None; Partitioned`
        : `${name}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`
    },
  }
}

/** The API error of a failed code check. */
export function verifyFailure(result: Exclude<VerifyResult, { ok: true }>): ApiError {
  switch (result.reason) {
    case 'expired':
      return new ApiError(400, 'This code has expired: request a new one', 'EXPIRED')
    case 'locked':
      return new ApiError(429, 'Too many wrong codes: request a new one', 'LOCKED')
    case 'missing':
      return new ApiError(400, 'No code is pending: request a new one', 'NO_CODE')
    default: {
      const left = result.attemptsLeft ?? 0
      return new ApiError(400, `Invalid code (${left} attempts left)`, 'INVALID_CODE', undefined, {
        attemptsLeft: left,
      })
    }
  }
}

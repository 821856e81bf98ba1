import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { cooldownMessage } from '../../protocol/errors'
import { emailSchema, otpSchema } from '../../protocol/primitives'
import { ApiError, readBody, readCookie, sendJson } from '../http/httpKit'
import { type Mailer, otpMail } from '../mail/createMailer'
import type { KeyShareStore } from '../store/KeyShareStore'
import type { OtpPurpose, OtpStore, VerifyResult } from '../store/OtpStore'
import type { FrameSession, SessionStore } from '../store/SessionStore'
import type { UserStore } from '../store/UserStore'

/** Name of the HttpOnly session cookie (https deployments). */
export const SESSION_COOKIE = 'airlock_frame_session'

/** What the API routes need. */
export interface ApiDeps {
  otps: OtpStore
  users: UserStore
  sessions: SessionStore
  keyShares: KeyShareStore
  mailer: Mailer
  /** Whether the frame origin is https (then sessions ride only in a Partitioned, Secure, HttpOnly cookie). */
  secure: boolean
  /**
   * Whether the session cookie is `HttpOnly; Secure; SameSite=None; Partitioned` (CHIPS): https, and
   * loopback http (potentially trustworthy), where it survives reloads of a cross-site frame even when
   * the browser blocks the frame's third-party storage. Default: `secure`.
   */
  partitionedCookie?: boolean
  projectIds: ReadonlySet<string>
  sessionTtlSeconds: number
}

const addresses = z.strictObject({
  evm: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  solana: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
})
const email = emailSchema.transform((e) => e.trim().toLowerCase())
const projectId = z.string().min(1).max(128)
const share = z
  .string()
  .min(1)
  .max(4096)
  .regex(/^[A-Za-z0-9+/=._:-]+$/, 'base64 text')

/** Route table: `METHOD /path` → handler. */
export type ApiRoutes = Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>

function verifyFailure(result: Exclude<VerifyResult, { ok: true }>): ApiError {
  switch (result.reason) {
    case 'expired':
      return new ApiError(400, 'This code has expired: request a new one', 'EXPIRED')
    case 'locked':
      return new ApiError(429, 'Too many wrong codes: request a new one', 'LOCKED')
    case 'missing':
      return new ApiError(400, 'No code is pending: request a new one', 'INVALID_CODE')
    default:
      return new ApiError(400, `Invalid code (${result.attemptsLeft ?? 0} attempts left)`, 'INVALID_CODE')
  }
}

/** The API routes under /api: email login, session, email change, key shares. */
export function apiRoutes(deps: ApiDeps): ApiRoutes {
  const sendCode = async (
    to: string,
    purpose: OtpPurpose,
    extra: { userId?: string; newEmail?: string } = {},
  ) => {
    const issued = await deps.otps.issue({ email: to, purpose, ...extra })
    if (!issued.issued)
      throw new ApiError(429, cooldownMessage(issued.retryAfterSeconds), 'COOLDOWN', issued.retryAfterSeconds)
    try {
      await deps.mailer.send(otpMail(to, issued.code, purpose))
    } catch {
      await deps.otps.withdraw(issued.challengeId, to, purpose)
      throw new ApiError(502, 'Could not send the email: try again', 'MAIL_FAILED')
    }
  }

  const tokenOf = (req: IncomingMessage) => {
    const bearer = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1]
    return bearer ?? readCookie(req, SESSION_COOKIE)
  }
  const requireSession = async (req: IncomingMessage): Promise<FrameSession & { token: string }> => {
    const token = tokenOf(req)
    const session = token ? await deps.sessions.resolve(token) : undefined
    if (!token || !session) throw new ApiError(401, 'Not signed in', 'NOT_CONNECTED')
    return { ...session, token }
  }
  const cookie = (value: string, maxAge: number) =>
    (deps.partitionedCookie ?? deps.secure)
      ? `${SESSION_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None; Partitioned`
      : `${SESSION_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`

  return {
    'POST /api/email/start': async (req, res) => {
      const body = await readBody(req, z.strictObject({ email, projectId }))
      if (!deps.projectIds.has(body.projectId)) throw new ApiError(403, 'Unknown project', 'UNKNOWN_PROJECT')
      await sendCode(body.email, 'login')
      sendJson(res, 200, { action: 'VERIFY_OTP' })
    },
    'POST /api/email/verify': async (req, res) => {
      const body = await readBody(req, z.strictObject({ email, otp: otpSchema, projectId }))
      if (!deps.projectIds.has(body.projectId)) throw new ApiError(403, 'Unknown project', 'UNKNOWN_PROJECT')
      const result = await deps.otps.verify({ purpose: 'login', email: body.email, code: body.otp })
      if (!result.ok) throw verifyFailure(result)
      const user = await deps.users.findOrCreateByEmail(body.email)
      const { token, expiresAt } = await deps.sessions.create(user.id, body.projectId)
      const hasWallet = (await deps.keyShares.get(user.id)) !== undefined
      sendJson(
        res,
        200,
        {
          user: { id: user.id, email: user.email },
          expiresAt: expiresAt.toISOString(),
          hasWallet,
          // Over https the token rides only in the HttpOnly cookie; over http the frame keeps it.
          ...(deps.secure ? { sessionMode: 'cookie' } : { sessionMode: 'bearer', token }),
        },
        { 'set-cookie': cookie(token, deps.sessionTtlSeconds) },
      )
    },
    // "Who is signed in": nobody is an answer, not an error (the frame asks on every load, and a 401
    // would put a failed request in the console of every visitor who never logged in).
    'GET /api/session': async (req, res) => {
      const session = await requireSession(req).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return undefined
        throw error
      })
      if (!session) return sendJson(res, 200, { user: null })
      sendJson(res, 200, {
        user: { id: session.userId, email: session.email },
        projectId: session.projectId,
        expiresAt: session.expiresAt.toISOString(),
      })
    },
    'POST /api/session/sign-out': async (req, res) => {
      const token = tokenOf(req)
      if (token) await deps.sessions.revoke(token)
      sendJson(res, 200, { signedOut: true }, { 'set-cookie': cookie('', 0) })
    },
    'GET /api/key-shares': async (req, res) => {
      const session = await requireSession(req)
      const shares = await deps.keyShares.get(session.userId)
      if (!shares) throw new ApiError(404, 'No wallet yet', 'NO_WALLET')
      sendJson(res, 200, shares)
    },
    'PUT /api/key-shares': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(
        req,
        z.strictObject({ authShare: share, recoveryShare: share, addresses: addresses.optional() }),
      )
      const created = await deps.keyShares.create(session.userId, body)
      if (!created) throw new ApiError(409, 'This user already has a wallet', 'WALLET_EXISTS')
      sendJson(res, 201, { created: true })
    },
    'PUT /api/key-shares/addresses': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(req, addresses)
      if (!(await deps.keyShares.setAddresses(session.userId, body)))
        throw new ApiError(409, 'The addresses are already recorded', 'WALLET_EXISTS')
      sendJson(res, 200, { recorded: true })
    },
    'POST /api/email/update': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(req, z.strictObject({ newEmail: email }))
      if (body.newEmail === session.email)
        throw new ApiError(400, 'This is already your email', 'BAD_REQUEST')
      if (await deps.users.findByEmail(body.newEmail))
        throw new ApiError(409, 'This email is used by another account', 'EMAIL_TAKEN')
      await sendCode(session.email, 'update_primary', { userId: session.userId, newEmail: body.newEmail })
      sendJson(res, 200, { action: 'VERIFY_PRIMARY_OTP' })
    },
    'POST /api/email/update/primary': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(req, z.strictObject({ otp: otpSchema }))
      const result = await deps.otps.verify({
        purpose: 'update_primary',
        email: session.email,
        code: body.otp,
      })
      if (!result.ok) throw verifyFailure(result)
      if (result.userId !== session.userId || !result.newEmail)
        throw new ApiError(400, 'No code is pending: request a new one', 'INVALID_CODE')
      await sendCode(result.newEmail, 'update_secondary', {
        userId: session.userId,
        newEmail: result.newEmail,
      })
      sendJson(res, 200, { action: 'VERIFY_SECONDARY_OTP' })
    },
    'POST /api/email/update/secondary': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(req, z.strictObject({ otp: otpSchema }))
      const result = await deps.otps.verify({
        purpose: 'update_secondary',
        userId: session.userId,
        code: body.otp,
      })
      if (!result.ok) throw verifyFailure(result)
      if (!result.newEmail || !(await deps.users.changeEmail(session.userId, result.newEmail)))
        throw new ApiError(409, 'This email is used by another account', 'EMAIL_TAKEN')
      sendJson(res, 200, { newEmail: result.newEmail })
    },
  }
}

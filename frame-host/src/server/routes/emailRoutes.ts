import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { z } from 'zod'
import { cooldownMessage } from '../../protocol/errors'
import { emailSchema, otpSchema } from '../../protocol/primitives'
import { ApiError, readBody, sendJson } from '../http/httpKit'
import { mailLimits, wrongCodeLimit } from '../limits'
import { codeMail } from '../mail/createMailer'
import type { OtpPurpose, VerifyResult } from '../store/OtpStore'
import { type ApiDeps, sessionHelpers, verifyFailure } from './apiContext'
import type { ApiRoutes } from './apiRoutes'

// The protocol's schemas are zod/mini ones (no `.transform` method): the classic `pipe` is the same thing.
const email = z.pipe(
  emailSchema,
  z.transform((e: string) => e.trim().toLowerCase()),
)
const projectId = z.string().min(1).max(128)
/** base64url of 32 bytes (a verifier) or of a SHA-256 (its challenge): 43 characters. */
const base64url43 = z.string().regex(/^[A-Za-z0-9_-]{43}$/, '43 base64url characters')

/** The challenge of a verifier: base64url(SHA-256(verifier)), as the frame computes it. */
export function verifierChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/**
 * The email routes: a login code (bound to the frame's verifier), and the two codes of an email change
 * (one to the current address, naming the new one; then one to the new address). Every code email counts
 * against the limits of ../limits.ts; wrong codes count per client.
 */
export function emailRoutes(deps: ApiDeps): ApiRoutes {
  const { requireSession, cookie } = sessionHelpers(deps)
  /** A session whose user has an email (a social user without one has no address to change). */
  const requireEmailSession = async (req: IncomingMessage) => {
    const session = await requireSession(req)
    if (session.email === null) throw new ApiError(400, 'This account has no email to change', 'NO_EMAIL')
    return { ...session, email: session.email }
  }

  const sendCode = async (
    req: IncomingMessage,
    to: string,
    purpose: OtpPurpose,
    extra: { userId?: string; newEmail?: string; oldEmail?: string; verifierHash?: string } = {},
  ) => {
    const ip = deps.clientIp(req)
    const issued = await deps.otps.issue({
      email: to,
      purpose,
      ip,
      ...(extra.userId ? { userId: extra.userId } : {}),
      ...(extra.newEmail ? { newEmail: extra.newEmail } : {}),
      ...(extra.verifierHash ? { verifierHash: extra.verifierHash } : {}),
    })
    if (!issued.issued)
      throw new ApiError(429, cooldownMessage(issued.retryAfterSeconds), 'COOLDOWN', issued.retryAfterSeconds)
    const limited = await deps.limits.take(mailLimits(to, ip))
    if (!limited.ok) {
      await deps.otps.withdraw(issued.challengeId, to, purpose, ip)
      throw new ApiError(
        429,
        cooldownMessage(limited.retryAfterSeconds),
        'COOLDOWN',
        limited.retryAfterSeconds,
      )
    }
    try {
      await deps.mailer.send(codeMail(to, issued.code, purpose, extra))
    } catch {
      await deps.otps.withdraw(issued.challengeId, to, purpose, ip)
      throw new ApiError(502, 'Could not send the email: try again', 'MAIL_FAILED')
    }
  }

  /** Checks a code, with the per-client limit on wrong codes around it. */
  const checkCode = async (req: IncomingMessage, check: () => Promise<VerifyResult>) => {
    const limit = wrongCodeLimit(deps.clientIp(req))
    const wait = await deps.limits.spent(limit)
    if (wait > 0) throw new ApiError(429, cooldownMessage(wait), 'RATE_LIMITED', wait)
    const result = await check()
    if (result.ok) return result
    if (result.reason === 'invalid' || result.reason === 'locked') await deps.limits.add(limit)
    throw verifyFailure(result)
  }

  return {
    'POST /api/email/start': async (req, res) => {
      const body = await readBody(req, z.strictObject({ email, projectId, challenge: base64url43 }))
      if (!deps.projectIds.has(body.projectId)) throw new ApiError(403, 'Unknown project', 'UNKNOWN_PROJECT')
      await sendCode(req, body.email, 'login', { verifierHash: body.challenge })
      sendJson(res, 200, { action: 'VERIFY_OTP' })
    },
    'POST /api/email/verify': async (req, res) => {
      const body = await readBody(
        req,
        z.strictObject({ email, otp: otpSchema, projectId, verifier: base64url43 }),
      )
      if (!deps.projectIds.has(body.projectId)) throw new ApiError(403, 'Unknown project', 'UNKNOWN_PROJECT')
      await checkCode(req, () =>
        deps.otps.verify({
          purpose: 'login',
          email: body.email,
          code: body.otp,
          verifierHash: verifierChallenge(body.verifier),
        }),
      )
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
    // An email change answers the same whether or not the new address has an account (no enumeration):
    // that is told only at the last step, to whoever proved they read the new address's mail.
    'POST /api/email/update': async (req, res) => {
      const session = await requireEmailSession(req)
      const body = await readBody(req, z.strictObject({ newEmail: email }))
      if (body.newEmail === session.email)
        throw new ApiError(400, 'This is already your email', 'BAD_REQUEST')
      await sendCode(req, session.email, 'update_primary', {
        userId: session.userId,
        newEmail: body.newEmail,
      })
      sendJson(res, 200, { action: 'VERIFY_PRIMARY_OTP' })
    },
    'POST /api/email/update/primary': async (req, res) => {
      const session = await requireEmailSession(req)
      const body = await readBody(req, z.strictObject({ otp: otpSchema }))
      const result = await checkCode(req, () =>
        deps.otps.verify({ purpose: 'update_primary', email: session.email, code: body.otp }),
      )
      if (result.userId !== session.userId || !result.newEmail)
        throw new ApiError(400, 'No code is pending: request a new one', 'NO_CODE')
      await sendCode(req, result.newEmail, 'update_secondary', {
        userId: session.userId,
        newEmail: result.newEmail,
        oldEmail: session.email,
      })
      sendJson(res, 200, { action: 'VERIFY_SECONDARY_OTP', newEmail: result.newEmail })
    },
    'POST /api/email/update/secondary': async (req, res) => {
      const session = await requireSession(req)
      const body = await readBody(req, z.strictObject({ otp: otpSchema }))
      const result = await checkCode(req, () =>
        deps.otps.verify({ purpose: 'update_secondary', userId: session.userId, code: body.otp }),
      )
      if (!result.newEmail || !(await deps.users.changeEmail(session.userId, result.newEmail)))
        throw new ApiError(409, 'This email is used by another account', 'EMAIL_TAKEN')
      sendJson(res, 200, { newEmail: result.newEmail })
    },
  }
}

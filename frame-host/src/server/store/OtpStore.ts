import { randomUUID } from 'node:crypto'
import { EMAIL_COOLDOWN_SECONDS } from '../../protocol/constants'
import { digestsEqual, keyedHash, newOtpCode } from '../crypto'
import type { FrameDatabase } from '../database/openFrameDatabase'

/** What an OTP is for: email login, or the two steps of changing the email. */
export type OtpPurpose = 'login' | 'update_primary' | 'update_secondary'

/** A code lives 10 minutes. */
export const OTP_TTL_MS = 10 * 60_000
/** After 5 wrong codes the challenge is locked. */
export const OTP_MAX_ATTEMPTS = 5

/** A code was issued (send it), or the address is cooling down. */
export type IssueResult =
  | { issued: true; code: string; challengeId: string }
  | { issued: false; retryAfterSeconds: number }

/** Outcome of checking a code (`counted`: a wrong code that used up one of the challenge's tries). */
export type VerifyResult =
  | { ok: true; challengeId: string; userId: string | null; newEmail: string | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'locked' | 'missing'; attemptsLeft?: number }

interface ChallengeRow {
  id: string
  code_hash: string
  attempts: number
  expires_at: Date
  consumed_at: Date | null
  user_id: string | null
  new_email: string | null
}

/**
 * Email OTP challenges in the database: keyed hashes, single use, 10 min, 5 attempts, 30 s between two
 * codes for one address from one client. A login challenge is bound to the frame that asked for it: it
 * stores the SHA-256 of a verifier only that frame holds, and only that verifier can redeem it, so
 * neither a host page that saw the code nor anyone who asked for codes of their own can use it or use up
 * its tries; a new code for the same verifier supersedes the previous one, codes of other verifiers stay.
 */
export class OtpStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly secret: Uint8Array,
    private readonly now: () => number,
  ) {}

  /**
   * Issues a new code for `email` unless one was sent to it (for this purpose) from this client in the
   * last 30 s; the cooldown is one atomic statement, so it holds across processes sharing the database.
   */
  async issue(input: {
    email: string
    purpose: OtpPurpose
    /** The client's address (cooldown key). */
    ip: string
    userId?: string
    newEmail?: string
    /** SHA-256 (base64url) of the verifier the asking frame keeps: the code is redeemable only with it. */
    verifierHash?: string
  }): Promise<IssueResult> {
    const now = this.now()
    const key = cooldownKey(input.purpose, input.email, input.ip)
    const claimed = await this.db.query(
      `INSERT INTO email_cooldowns (email, last_sent_at) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
       WHERE email_cooldowns.last_sent_at <= $3 RETURNING email`,
      [key, new Date(now), new Date(now - EMAIL_COOLDOWN_SECONDS * 1000)],
    )
    if (claimed.length === 0) {
      const [row] = await this.db.query<{ last_sent_at: Date }>(
        'SELECT last_sent_at FROM email_cooldowns WHERE email = $1',
        [key],
      )
      const elapsed = now - (row?.last_sent_at.getTime() ?? now)
      const retryAfterSeconds = Math.max(1, Math.ceil(EMAIL_COOLDOWN_SECONDS - elapsed / 1000))
      return { issued: false, retryAfterSeconds }
    }
    const code = newOtpCode()
    const challengeId = randomUUID()
    const verifierHash = input.verifierHash ?? null
    await this.db.query(
      `UPDATE otp_challenges SET consumed_at = $3 WHERE email = $1 AND purpose = $2 AND consumed_at IS NULL
       AND verifier_hash IS NOT DISTINCT FROM $4::text`,
      [input.email, input.purpose, new Date(now), verifierHash],
    )
    await this.db.query(
      `INSERT INTO otp_challenges (id, email, purpose, user_id, new_email, code_hash, created_at, expires_at, verifier_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        challengeId,
        input.email,
        input.purpose,
        input.userId ?? null,
        input.newEmail ?? null,
        keyedHash(this.secret, 'otp', challengeId, code),
        new Date(now),
        new Date(now + OTP_TTL_MS),
        verifierHash,
      ],
    )
    return { issued: true, code, challengeId }
  }

  /** Withdraws an issued code and its cooldown (when the mail could not be sent). */
  async withdraw(challengeId: string, email: string, purpose: OtpPurpose, ip: string): Promise<void> {
    await this.db.query('DELETE FROM otp_challenges WHERE id = $1', [challengeId])
    await this.db.query('DELETE FROM email_cooldowns WHERE email = $1', [cooldownKey(purpose, email, ip)])
  }

  /**
   * Checks `code` against the latest challenge for `email` and `verifierHash` (or, with `userId` only,
   * that user's latest challenge of this purpose): constant-time compare, counts failures, consumes on
   * success.
   */
  async verify(input: {
    purpose: OtpPurpose
    code: string
    email?: string
    userId?: string
    verifierHash?: string
  }): Promise<VerifyResult> {
    const now = this.now()
    const [row] =
      input.email !== undefined
        ? await this.db.query<ChallengeRow>(
            `SELECT id, code_hash, attempts, expires_at, consumed_at, user_id, new_email FROM otp_challenges
             WHERE email = $1 AND purpose = $2 AND verifier_hash IS NOT DISTINCT FROM $3::text
             ORDER BY created_at DESC LIMIT 1`,
            [input.email, input.purpose, input.verifierHash ?? null],
          )
        : await this.db.query<ChallengeRow>(
            `SELECT id, code_hash, attempts, expires_at, consumed_at, user_id, new_email FROM otp_challenges
             WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1`,
            [input.userId ?? '', input.purpose],
          )
    if (!row || row.consumed_at !== null) return { ok: false, reason: 'missing' }
    if (input.userId !== undefined && row.user_id !== input.userId) return { ok: false, reason: 'missing' }
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked' }
    if (row.expires_at.getTime() <= now) return { ok: false, reason: 'expired' }
    const matches =
      /^\d{6}$/.test(input.code) &&
      digestsEqual(keyedHash(this.secret, 'otp', row.id, input.code), row.code_hash)
    if (matches) {
      const consumed = await this.db.query(
        `UPDATE otp_challenges SET consumed_at = $2
         WHERE id = $1 AND consumed_at IS NULL AND attempts < ${OTP_MAX_ATTEMPTS} RETURNING id`,
        [row.id, new Date(now)],
      )
      if (consumed.length === 0) return { ok: false, reason: 'missing' }
      return { ok: true, challengeId: row.id, userId: row.user_id, newEmail: row.new_email }
    }
    const [updated] = await this.db.query<{ attempts: number }>(
      'UPDATE otp_challenges SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [row.id],
    )
    const attempts = updated?.attempts ?? OTP_MAX_ATTEMPTS
    if (attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'locked' }
    return { ok: false, reason: 'invalid', attemptsLeft: OTP_MAX_ATTEMPTS - attempts }
  }
}

/** The cooldown row of one address, purpose and client. */
const cooldownKey = (purpose: OtpPurpose, email: string, ip: string) => `${purpose}:${email}:${ip}`

import { randomUUID } from 'node:crypto'
import type { FrameDatabase } from '../database/openFrameDatabase'

/** Who signed in at a provider, as the provider (or Farcaster's registry) asserted it. */
export interface SocialIdentity {
  /** 'google', 'github', …, or 'farcaster'. */
  provider: string
  /** The provider's stable id of the person (OIDC `sub`, GitHub id, Farcaster fid). */
  subject: string
  /** Name to show (GitHub login, X/Discord username, Google/Apple email or name, Farcaster username). */
  username: string
  /** The address the provider gave, if any (lower-cased). */
  email?: string
  /** Whether the provider asserted that address verified. */
  emailVerified: boolean
}

/** The user a sign-in resolved to. */
export interface ResolvedIdentity {
  userId: string
  /** A new user was made for this identity. */
  created: boolean
  /** The identity was joined to an existing email account through its verified address (first sign-in only). */
  linkedByEmail: boolean
}

/**
 * Social identities and the identity rule: a user is (provider, subject). On a first sign-in the
 * identity joins the user whose email account has the same address ONLY when the provider asserted the
 * address verified; otherwise it gets a user of its own, and an address it gave stays profile data that
 * never matches anything. A verified address also becomes the new user's email identity, so signing in
 * by email later reaches the same user. An identity never moves to another user afterwards.
 * @example
 * const { userId } = await identities.resolve({ provider: 'google', subject: '1098…', username: 'ada@…', email: 'ada@…', emailVerified: true })
 */
export class SocialIdentityStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user of `identity`, found, linked or created by the rule above (safe when two processes race). */
  async resolve(identity: SocialIdentity): Promise<ResolvedIdentity> {
    const at = new Date(this.now())
    const email = identity.email?.trim().toLowerCase()
    const known = await this.userOf(identity.provider, identity.subject)
    if (known) {
      await this.db.query(
        `UPDATE social_identities SET username = $3, email = $4, email_verified = $5, last_login_at = $6
         WHERE provider = $1 AND subject = $2`,
        [identity.provider, identity.subject, identity.username, email ?? null, identity.emailVerified, at],
      )
      return { userId: known, created: false, linkedByEmail: false }
    }
    let userId: string | undefined
    let created = false
    let linkedByEmail = false
    if (email && identity.emailVerified) {
      userId = await this.emailUser(email)
      linkedByEmail = userId !== undefined
    }
    if (!userId) {
      userId = randomUUID()
      created = true
      await this.db.query('INSERT INTO users (id, created_at) VALUES ($1, $2)', [userId, at])
      if (email && identity.emailVerified) {
        const inserted = await this.db.query(
          'INSERT INTO email_identities (email, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING email',
          [email, userId, at],
        )
        if (inserted.length === 0) {
          // Someone signed in by email with this address meanwhile: join that user instead.
          await this.db.query('DELETE FROM users WHERE id = $1', [userId])
          userId = await this.emailUser(email)
          if (!userId) throw new Error(`email identity ${email} vanished while linking`)
          created = false
          linkedByEmail = true
        }
      }
    }
    const inserted = await this.db.query(
      `INSERT INTO social_identities (provider, subject, user_id, email, email_verified, username, created_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
      [
        identity.provider,
        identity.subject,
        userId,
        email ?? null,
        identity.emailVerified,
        identity.username,
        at,
      ],
    )
    if (inserted.length > 0) return { userId, created, linkedByEmail }
    // The same identity signed in twice at once: the first insert wins.
    if (created) await this.db.query('DELETE FROM users WHERE id = $1', [userId])
    const winner = await this.userOf(identity.provider, identity.subject)
    if (!winner)
      throw new Error(`identity ${identity.provider}:${identity.subject} vanished while signing in`)
    return { userId: winner, created: false, linkedByEmail: false }
  }

  /** The user of (provider, subject), if that identity exists. */
  async userOf(provider: string, subject: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
      [provider, subject],
    )
    return row?.user_id
  }

  /** Every identity of a user (provider, subject, username, email, verified). */
  async identitiesOf(userId: string): Promise<SocialIdentity[]> {
    const rows = await this.db.query<{
      provider: string
      subject: string
      username: string | null
      email: string | null
      email_verified: boolean
    }>(
      'SELECT provider, subject, username, email, email_verified FROM social_identities WHERE user_id = $1 ORDER BY created_at',
      [userId],
    )
    return rows.map((r) => ({
      provider: r.provider,
      subject: r.subject,
      username: r.username ?? '',
      ...(r.email ? { email: r.email } : {}),
      emailVerified: r.email_verified,
    }))
  }

  private async emailUser(email: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM email_identities WHERE email = $1',
      [email],
    )
    return row?.user_id
  }
}

import { newSessionToken, tokenHash } from '../crypto'
import type { FrameDatabase } from '../database/openFrameDatabase'

/** A live session: whose it is, for which project, until when. */
export interface FrameSession {
  /** A public id of the session (the SHA-256 of its token): what wallet proofs sign. */
  id: string
  userId: string
  /** The user's email, if it has one (a social user whose provider gave no verified address has none). */
  email: string | null
  /** The social provider the session was opened through ('google', 'github', …); null for email. */
  socialProvider: string | null
  /** The user name at that provider (GitHub login, X handle, …), when opened through one. */
  socialUsername: string | null
  projectId: string
  expiresAt: Date
  /** Whether the frame proved, in this session, that it holds the keys of the recorded addresses. */
  walletVerified: boolean
}

/** Sessions: random tokens, stored only as SHA-256 hashes, with an expiry. */
export class SessionStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * Opens a session and returns its token (shown once; only its hash is stored). `socialProvider`: the
   * provider the visitor signed in with (absent for email).
   */
  async create(
    userId: string,
    projectId: string,
    socialProvider?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken()
    const now = this.now()
    const expiresAt = new Date(now + this.ttlMs)
    await this.db.query(
      'INSERT INTO sessions (token_hash, user_id, project_id, created_at, expires_at, social_provider) VALUES ($1, $2, $3, $4, $5, $6)',
      [tokenHash(token), userId, projectId, new Date(now), expiresAt, socialProvider ?? null],
    )
    return { token, expiresAt }
  }

  /** The session of `token` when it exists, is not revoked and has not expired. */
  async resolve(token: string): Promise<FrameSession | undefined> {
    const id = tokenHash(token)
    const [row] = await this.db.query<{
      user_id: string
      email: string | null
      social_provider: string | null
      username: string | null
      project_id: string
      expires_at: Date
      wallet_verified_at: Date | null
    }>(
      `SELECT s.user_id, e.email, s.social_provider, si.username, s.project_id, s.expires_at, s.wallet_verified_at
       FROM sessions s
       LEFT JOIN email_identities e ON e.user_id = s.user_id
       LEFT JOIN social_identities si ON si.user_id = s.user_id AND si.provider = s.social_provider
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
      [id, new Date(this.now())],
    )
    return row
      ? {
          id,
          userId: row.user_id,
          email: row.email,
          socialProvider: row.social_provider,
          socialUsername: row.social_provider ? (row.username ?? '') : null,
          projectId: row.project_id,
          expiresAt: row.expires_at,
          walletVerified: row.wallet_verified_at !== null,
        }
      : undefined
  }

  /** Records that the frame proved, in session `id`, that it holds the wallet's keys. */
  async markWalletVerified(id: string): Promise<void> {
    await this.db.query('UPDATE sessions SET wallet_verified_at = $2 WHERE token_hash = $1', [
      id,
      new Date(this.now()),
    ])
  }

  /** Revokes the session of `token` (no-op when unknown). */
  async revoke(token: string): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
      tokenHash(token),
      new Date(this.now()),
    ])
  }
}

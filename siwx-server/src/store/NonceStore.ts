import { randomBytes } from 'node:crypto'
import type { SiwxDatabase } from '../database/openSiwxDatabase'

/** A nonce's state as stored. */
export interface NonceRecord {
  issuedAt: Date
  expiresAt: Date
  usedAt: Date | null
}

/** How long used and expired nonces are kept before they are swept (replays then read as unknown). */
const KEEP_AFTER_EXPIRY_MS = 86_400_000

/**
 * Server nonces: 128 random bits (32 hex digits, alphanumeric as EIP-4361 wants), short-lived, used
 * once. Using one is a guarded UPDATE inside the statement that creates the session
 * ({@link SessionStore.createWithNonce}), so two processes racing on one nonce cannot both win.
 */
export class NonceStore {
  constructor(
    private readonly db: SiwxDatabase,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** Issues a fresh nonce (and sweeps a batch of long-expired ones). */
  async issue(): Promise<{ nonce: string; expiresAt: Date }> {
    const nonce = randomBytes(16).toString('hex')
    const issuedAt = new Date(this.now())
    const expiresAt = new Date(issuedAt.getTime() + this.ttlMs)
    await this.db.query('INSERT INTO siwx_nonces (nonce, issued_at, expires_at) VALUES ($1, $2, $3)', [
      nonce,
      issuedAt,
      expiresAt,
    ])
    await this.db.query(
      `DELETE FROM siwx_nonces WHERE nonce IN
         (SELECT nonce FROM siwx_nonces WHERE expires_at < $1 LIMIT 200)`,
      [new Date(issuedAt.getTime() - KEEP_AFTER_EXPIRY_MS)],
    )
    return { nonce, expiresAt }
  }

  /** The nonce's record, or undefined when this server never issued it (or swept it). */
  async find(nonce: string): Promise<NonceRecord | undefined> {
    const [row] = await this.db.query<{ issued_at: Date; expires_at: Date; used_at: Date | null }>(
      'SELECT issued_at, expires_at, used_at FROM siwx_nonces WHERE nonce = $1',
      [nonce],
    )
    return row
      ? {
          issuedAt: new Date(row.issued_at),
          expiresAt: new Date(row.expires_at),
          usedAt: row.used_at && new Date(row.used_at),
        }
      : undefined
  }
}

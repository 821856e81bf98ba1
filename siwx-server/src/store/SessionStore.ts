import { randomUUID } from 'node:crypto'
import type { SiwxServerSession } from '@airlock/siwx/protocol'
import type { SiwxDatabase } from '../database/openSiwxDatabase'

interface SessionRow {
  id: string
  token_hash: string
  chain_id: string
  address: string
  domain: string
  uri: string
  statement: string | null
  issued_at: Date
  expires_at: Date
  created_at: Date
  revoked_at: Date | null
  message: string
  signature: string
}

/** A stored session and the hash of the token that holds it. */
export interface StoredSession {
  session: SiwxServerSession
  tokenHash: string
}

/** A new session's fields (from the verified message). */
export interface NewSession {
  tokenHash: string
  nonce: string
  chainId: string
  address: string
  domain: string
  uri: string
  statement: string | undefined
  issuedAt: Date
  expiresAt: Date
  message: string
  signature: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * Sessions in the database. Each is held by one random token (only its SHA-256 is stored); a caller's
 * sessions are the ones whose tokens it presents.
 */
export class SessionStore {
  constructor(
    private readonly db: SiwxDatabase,
    private readonly now: () => number,
  ) {}

  /**
   * Uses the nonce and creates the session in one statement: the session exists only if this call
   * marked the nonce used (unused and unexpired until now). Returns undefined when it lost that race.
   */
  async createWithNonce(input: NewSession): Promise<StoredSession | undefined> {
    const now = new Date(this.now())
    const rows = await this.db.query<SessionRow>(
      `WITH used AS (
         UPDATE siwx_nonces SET used_at = $1
         WHERE nonce = $2 AND used_at IS NULL AND expires_at > $1
         RETURNING nonce
       )
       INSERT INTO siwx_sessions (id, token_hash, nonce, chain_id, address, domain, uri, statement,
                                  issued_at, expires_at, created_at, message, signature)
       SELECT $3, $4, used.nonce, $5, $6, $7, $8, $9, $10, $11, $1, $12, $13 FROM used
       RETURNING *`,
      [
        now,
        input.nonce,
        randomUUID(),
        input.tokenHash,
        input.chainId,
        input.address,
        input.domain,
        input.uri,
        input.statement ?? null,
        input.issuedAt,
        input.expiresAt,
        input.message,
        input.signature,
      ],
    )
    return rows[0] && this.toStored(rows[0])
  }

  /** The sessions held by these token hashes (ended ones too), newest first. */
  async byTokenHashes(hashes: readonly string[]): Promise<StoredSession[]> {
    if (hashes.length === 0) return []
    const rows = await this.db.query<SessionRow>(
      'SELECT * FROM siwx_sessions WHERE token_hash = ANY($1) ORDER BY created_at DESC',
      [hashes],
    )
    return rows.map((row) => this.toStored(row))
  }

  /** One session by id. */
  async get(id: string): Promise<StoredSession | undefined> {
    const [row] = await this.db.query<SessionRow>('SELECT * FROM siwx_sessions WHERE id = $1', [id])
    return row && this.toStored(row)
  }

  /** Ends a session (idempotent: the first revocation time stays). */
  async revoke(id: string): Promise<StoredSession | undefined> {
    const [row] = await this.db.query<SessionRow>(
      'UPDATE siwx_sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING *',
      [id, new Date(this.now())],
    )
    return row && this.toStored(row)
  }

  private toStored(row: SessionRow): StoredSession {
    const expiresAt = new Date(row.expires_at)
    const status = row.revoked_at ? 'revoked' : expiresAt.getTime() <= this.now() ? 'expired' : 'active'
    return {
      tokenHash: row.token_hash,
      session: {
        id: row.id,
        chainId: row.chain_id,
        address: row.address,
        accountId: `${row.chain_id}:${row.address}`,
        domain: row.domain,
        uri: row.uri,
        statement: row.statement,
        issuedAt: iso(row.issued_at),
        expiresAt: expiresAt.toISOString(),
        createdAt: iso(row.created_at),
        revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
        status,
        message: row.message,
        signature: row.signature,
      },
    }
  }
}

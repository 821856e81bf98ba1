import type { FrameDatabase } from '../database/openFrameDatabase'

/**
 * What the frame host keeps of a user's wallet: the auth share of the Shamir split (released only to
 * an authenticated session) and the recovery share encrypted in the frame under the user's recovery
 * code (the host cannot read it). Never the seed, never the device share.
 */
export interface StoredKeyShares {
  authShare: string
  recoveryShare: string
}

/** Key shares by user. */
export class KeyShareStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly now: () => number,
  ) {}

  /** The user's shares, if a wallet was created. */
  async get(userId: string): Promise<StoredKeyShares | undefined> {
    const [row] = await this.db.query<{ auth_share: string; recovery_share: string }>(
      'SELECT auth_share, recovery_share FROM auth_key_shares WHERE user_id = $1',
      [userId],
    )
    return row ? { authShare: row.auth_share, recoveryShare: row.recovery_share } : undefined
  }

  /** Stores the user's shares once; false when the user already has a wallet (never overwritten). */
  async create(userId: string, shares: StoredKeyShares): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO auth_key_shares (user_id, auth_share, recovery_share, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, shares.authShare, shares.recoveryShare, new Date(this.now())],
    )
    return rows.length > 0
  }
}

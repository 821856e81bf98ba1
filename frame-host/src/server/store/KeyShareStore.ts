import type { FrameDatabase } from '../database/openFrameDatabase'

/**
 * What the frame host keeps of a user's wallet: the auth share of the Shamir split (released only to
 * an authenticated session) and the recovery share encrypted in the frame under the user's recovery
 * code (the host cannot read it). Never the seed, never the device share.
 */
export interface StoredKeyShares {
  authShare: string
  recoveryShare: string
  /** The wallet's public addresses, once the frame reported them. */
  addresses?: WalletAddresses | undefined
}

/** The public addresses of a wallet (EVM and Solana). */
export interface WalletAddresses {
  evm: string
  solana: string
}

/** Key shares by user. */
export class KeyShareStore {
  constructor(
    private readonly db: FrameDatabase,
    private readonly now: () => number,
  ) {}

  /** The user's shares, if a wallet was created. */
  async get(userId: string): Promise<StoredKeyShares | undefined> {
    const [row] = await this.db.query<{
      auth_share: string
      recovery_share: string
      evm_address: string | null
      solana_address: string | null
    }>(
      'SELECT auth_share, recovery_share, evm_address, solana_address FROM auth_key_shares WHERE user_id = $1',
      [userId],
    )
    if (!row) return undefined
    return {
      authShare: row.auth_share,
      recoveryShare: row.recovery_share,
      ...(row.evm_address && row.solana_address
        ? { addresses: { evm: row.evm_address, solana: row.solana_address } }
        : {}),
    }
  }

  /** Records the wallet's addresses once (a wallet made before they were kept); false when already set. */
  async setAddresses(userId: string, addresses: WalletAddresses): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE auth_key_shares SET evm_address = $2, solana_address = $3
       WHERE user_id = $1 AND evm_address IS NULL RETURNING user_id`,
      [userId, addresses.evm, addresses.solana],
    )
    return rows.length > 0
  }

  /** Stores the user's shares once; false when the user already has a wallet (never overwritten). */
  async create(userId: string, shares: StoredKeyShares): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO auth_key_shares (user_id, auth_share, recovery_share, created_at, evm_address, solana_address)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [
        userId,
        shares.authShare,
        shares.recoveryShare,
        new Date(this.now()),
        shares.addresses?.evm ?? null,
        shares.addresses?.solana ?? null,
      ],
    )
    return rows.length > 0
  }
}

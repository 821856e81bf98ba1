import type { Database } from '../storage/openDatabase'

/** One ERC-721 token an account holds, as the indexer knows it. */
export interface OwnedNftRow {
  chain_id: number
  /** Lower-case contract address. */
  token: string
  /** Decimal token id. */
  token_id: string
  /** Unix seconds of the block in which the account received it. */
  acquired_at: number
}

/**
 * The ERC-721 tokens `account` (lower case) holds on `chainIds`, from the indexed transfers: a token
 * is held when the account is the recipient of its latest transfer (by block, transaction and log
 * order). Newest acquisitions first. The chains must have been synced (`ChainIndexer.sync()`).
 */
export async function ownedNfts(
  db: Database,
  account: string,
  chainIds: readonly number[],
): Promise<OwnedNftRow[]> {
  if (chainIds.length === 0) return []
  return db.query<OwnedNftRow>(
    `SELECT chain_id, token, token_id, acquired_at FROM (
       SELECT DISTINCT ON (tr.chain_id, tr.token, tr.token_id)
              tr.chain_id, tr.token, tr.token_id::text AS token_id, tr.recipient, t.mined_at AS acquired_at
       FROM transfers tr JOIN transactions t ON t.chain_id = tr.chain_id AND t.hash = tr.hash
       WHERE tr.kind = 'erc721' AND tr.chain_id = ANY($2::int[]) AND t.status = 'confirmed'
         AND (tr.chain_id, tr.token, tr.token_id) IN (
           SELECT chain_id, token, token_id FROM transfers
           WHERE kind = 'erc721' AND recipient = $1 AND chain_id = ANY($2::int[])
         )
       ORDER BY tr.chain_id, tr.token, tr.token_id, t.block_number DESC, t.tx_index DESC, tr.seq DESC
     ) latest
     WHERE recipient = $1
     ORDER BY acquired_at DESC, chain_id DESC, token ASC, token_id::numeric ASC`,
    [account, [...chainIds]],
  )
}

// zod schemas of the Esplora answers the plugin reads (Blockstream's esplora and mempool.space agree on
// them). Only the fields the plugin uses are required; extra fields pass through unread.
import { z } from 'zod'

const sats = z
  .number()
  .int()
  .nonnegative()
  .transform((n) => BigInt(n))
const hex = z.string().regex(/^[0-9a-f]*$/i)
const txid = z.string().regex(/^[0-9a-f]{64}$/i)

/** A transaction's confirmation status. */
export const statusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.number().int().nonnegative().optional(),
  block_hash: txid.optional(),
  block_time: z.number().int().nonnegative().optional(),
})

const sideStats = z.object({
  funded_txo_count: z.number().int().nonnegative(),
  funded_txo_sum: sats,
  spent_txo_count: z.number().int().nonnegative(),
  spent_txo_sum: sats,
  tx_count: z.number().int().nonnegative(),
})

/** GET /address/:address */
export const addressSchema = z.object({
  address: z.string(),
  chain_stats: sideStats,
  mempool_stats: sideStats,
})

/** GET /address/:address/utxo */
export const utxosSchema = z.array(
  z.object({ txid, vout: z.number().int().nonnegative(), value: sats, status: statusSchema }),
)

const outputSchema = z.object({
  scriptpubkey: hex,
  scriptpubkey_type: z.string().optional(),
  scriptpubkey_address: z.string().optional(),
  value: sats,
})

/** GET /tx/:txid (and each item of /address/:address/txs) */
export const transactionSchema = z.object({
  txid,
  version: z.number().int(),
  locktime: z.number().int().nonnegative(),
  vin: z.array(
    z.object({
      txid,
      vout: z.number().int().nonnegative(),
      prevout: outputSchema.nullable(),
      is_coinbase: z.boolean(),
      sequence: z.number().int().nonnegative(),
      witness: z.array(hex).optional(),
    }),
  ),
  vout: z.array(outputSchema),
  size: z.number().int().positive(),
  weight: z.number().int().positive(),
  fee: sats,
  status: statusSchema,
})

/** GET /address/:address/txs[/chain[/:last]] */
export const transactionsSchema = z.array(transactionSchema)

/** GET /fee-estimates: confirmation target (blocks) → sat/vB. */
export const feeEstimatesSchema = z.record(z.string().regex(/^\d+$/), z.number().nonnegative())

/** GET /blocks/tip/height (text) */
export const heightSchema = z.string().regex(/^\d+$/).transform(Number)

/** A block or transaction hash in text (GET /blocks/tip/hash, POST /tx). */
export const hashSchema = txid.transform((s) => s.toLowerCase())

/** GET /tx/:txid/hex (text) */
export const rawHexSchema = z
  .string()
  .regex(/^(?:[0-9a-f]{2})+$/i)
  .transform((s) => s.toLowerCase())

/** Balances and counts of an address (bigint satoshis). */
export type EsploraAddress = z.output<typeof addressSchema>
/** An unspent output with its status. */
export type EsploraUtxo = z.output<typeof utxosSchema>[number]
/** A transaction as Esplora describes it (values in bigint satoshis). */
export type EsploraTransaction = z.output<typeof transactionSchema>
/** A transaction's confirmation status. */
export type EsploraStatus = z.output<typeof statusSchema>

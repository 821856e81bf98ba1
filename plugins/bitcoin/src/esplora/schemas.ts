// zod schemas (zod/mini: tree-shakable) of the Esplora answers the plugin reads (Blockstream's esplora and
// mempool.space agree on them). Only the fields the plugin uses are required; extra fields pass unread.
import * as z from 'zod/mini'

const count = z.int().check(z.nonnegative())
const sats = z.pipe(
  count,
  z.transform((n: number) => BigInt(n)),
)
const hex = z.string().check(z.regex(/^[0-9a-f]*$/i))
const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/i))

/** A transaction's confirmation status. */
export const statusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(count),
  block_hash: z.optional(txid),
  block_time: z.optional(count),
})

const sideStats = z.object({
  funded_txo_count: count,
  funded_txo_sum: sats,
  spent_txo_count: count,
  spent_txo_sum: sats,
  tx_count: count,
})

/** GET /address/:address */
export const addressSchema = z.object({
  address: z.string(),
  chain_stats: sideStats,
  mempool_stats: sideStats,
})

/** GET /address/:address/utxo */
export const utxosSchema = z.array(z.object({ txid, vout: count, value: sats, status: statusSchema }))

const outputSchema = z.object({
  scriptpubkey: hex,
  scriptpubkey_type: z.optional(z.string()),
  scriptpubkey_address: z.optional(z.string()),
  value: sats,
})

/** GET /tx/:txid (and each item of /address/:address/txs) */
export const transactionSchema = z.object({
  txid,
  version: z.int(),
  locktime: count,
  vin: z.array(
    z.object({
      txid,
      vout: count,
      prevout: z.nullable(outputSchema),
      is_coinbase: z.boolean(),
      sequence: count,
      witness: z.optional(z.array(hex)),
    }),
  ),
  vout: z.array(outputSchema),
  size: z.int().check(z.positive()),
  weight: z.int().check(z.positive()),
  fee: sats,
  status: statusSchema,
})

/** GET /address/:address/txs[/chain[/:last]] */
export const transactionsSchema = z.array(transactionSchema)

/** GET /fee-estimates: confirmation target (blocks) → sat/vB. */
export const feeEstimatesSchema = z.record(
  z.string().check(z.regex(/^\d+$/)),
  z.number().check(z.nonnegative()),
)

/** GET /blocks/tip/height (text) */
export const heightSchema = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))

/** A block or transaction hash in text (GET /blocks/tip/hash, POST /tx). */
export const hashSchema = z.pipe(
  txid,
  z.transform((s: string) => s.toLowerCase()),
)

/** GET /tx/:txid/hex (text) */
export const rawHexSchema = z.pipe(
  z.string().check(z.regex(/^(?:[0-9a-f]{2})+$/i)),
  z.transform((s: string) => s.toLowerCase()),
)

/** Balances and counts of an address (bigint satoshis). */
export type EsploraAddress = z.output<typeof addressSchema>
/** An unspent output with its status. */
export type EsploraUtxo = z.output<typeof utxosSchema>[number]
/** A transaction as Esplora describes it (values in bigint satoshis). */
export type EsploraTransaction = z.output<typeof transactionSchema>
/** A transaction's confirmation status. */
export type EsploraStatus = z.output<typeof statusSchema>

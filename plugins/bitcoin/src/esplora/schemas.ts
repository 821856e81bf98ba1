// Checkers of the Esplora answers the plugin reads (Blockstream's esplora and mempool.space agree on them),
// hand-written with ./check (no zod: see there why). Only the fields the plugin uses are required; extra
// fields pass unread.
import {
  array,
  bool,
  type Checked,
  count,
  int,
  is,
  map,
  matching,
  nullable,
  object,
  optional,
  positive,
  record,
  str,
} from './check'

const sats = map(count, BigInt)
const hex = matching(/^[0-9a-f]*$/i, 'hex')
const txid = matching(/^[0-9a-f]{64}$/i, 'a 32-byte hash in hex')

/** A transaction's confirmation status. */
export const statusSchema = object({
  confirmed: bool,
  block_height: optional(count),
  block_hash: optional(txid),
  block_time: optional(count),
})

const sideStats = object({
  funded_txo_count: count,
  funded_txo_sum: sats,
  spent_txo_count: count,
  spent_txo_sum: sats,
  tx_count: count,
})

/** GET /address/:address */
export const addressSchema = object({ address: str, chain_stats: sideStats, mempool_stats: sideStats })

/** GET /address/:address/utxo */
export const utxosSchema = array(object({ txid, vout: count, value: sats, status: statusSchema }))

const outputSchema = object({
  scriptpubkey: hex,
  scriptpubkey_type: optional(str),
  scriptpubkey_address: optional(str),
  value: sats,
})

/** GET /tx/:txid (and each item of /address/:address/txs) */
export const transactionSchema = object({
  txid,
  version: int,
  locktime: count,
  vin: array(
    object({
      txid,
      vout: count,
      prevout: nullable(outputSchema),
      is_coinbase: bool,
      sequence: count,
      witness: optional(array(hex)),
    }),
  ),
  vout: array(outputSchema),
  size: positive,
  weight: positive,
  fee: sats,
  status: statusSchema,
})

/** GET /address/:address/txs[/chain[/:last]] */
export const transactionsSchema = array(transactionSchema)

/** GET /fee-estimates: confirmation target (blocks) → sat/vB. */
export const feeEstimatesSchema = record(
  matching(/^\d+$/, 'a block count'),
  is<number>((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a fee rate'),
)

/** GET /blocks/tip/height (text) */
export const heightSchema = map(matching(/^\d+$/, 'a block height'), Number)

/** A block or transaction hash in text (GET /blocks/tip/hash, POST /tx). */
export const hashSchema = map(txid, (s) => s.toLowerCase())

/** GET /tx/:txid/hex (text) */
export const rawHexSchema = map(matching(/^(?:[0-9a-f]{2})+$/i, 'a transaction in hex'), (s) =>
  s.toLowerCase(),
)

/** Balances and counts of an address (bigint satoshis). */
export type EsploraAddress = Checked<typeof addressSchema>
/** An unspent output with its status. */
export type EsploraUtxo = Checked<typeof utxosSchema>[number]
/** A transaction as Esplora describes it (values in bigint satoshis). */
export type EsploraTransaction = Checked<typeof transactionSchema>
/** A transaction's confirmation status. */
export type EsploraStatus = Checked<typeof statusSchema>

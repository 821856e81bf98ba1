// An address's transactions as Esplora orders and counts them: mempool first (newest first), then the chain
// (newest block first, last in block first); funded and spent outputs counted per side.
import type { BcoinClient, BcoinTxMeta } from '../bcoinClient'

/** An address's transactions, split by where they are. */
export interface AddressHistory {
  mempool: BcoinTxMeta[]
  chain: BcoinTxMeta[]
}

/** Esplora's per-side address statistics. */
export interface AddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/** Every transaction of the address whose output script is `scriptHex`, ordered as Esplora lists them. */
export async function addressHistory(client: BcoinClient, address: string): Promise<AddressHistory> {
  const all = await client.txsByAddress(address)
  const mempool = all
    .filter((t) => t.height < 0)
    .sort((a, b) => b.mtime - a.mtime || a.hash.localeCompare(b.hash))
  const chain = all.filter((t) => t.height >= 0).sort((a, b) => b.height - a.height || b.index - a.index)
  return { mempool, chain }
}

/** Funded and spent outputs of `scriptHex` in these transactions. */
export function addressStats(txs: readonly BcoinTxMeta[], scriptHex: string): AddressStats {
  const stats: AddressStats = {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: txs.length,
  }
  for (const tx of txs) {
    for (const output of tx.outputs) {
      if (output.script !== scriptHex) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += output.value
    }
    for (const input of tx.inputs) {
      if (input.coin?.script !== scriptHex) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += input.coin.value
    }
  }
  return stats
}

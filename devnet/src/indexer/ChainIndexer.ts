import { createPublicClient, type Hex, http, type PublicClient } from 'viem'
import type { Database } from '../storage/openDatabase'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** Blocks fetched from the node at once. */
const FETCH_CONCURRENCY = 8

/** A chain the indexer reads: its EVM id and its node's RPC URL. */
export interface IndexedChain {
  chainId: number
  rpcUrl: string
}

type Row = unknown[]

interface BlockRows {
  transactions: Row[]
  transfers: Row[]
  participants: Row[]
}

const lower = (a: string) => a.toLowerCase()
const topicAddress = (topic: Hex) => lower(`0x${topic.slice(26)}`)

/** Multi-row INSERT … VALUES ($1, $2, …), (…) ON CONFLICT DO NOTHING. */
async function insertRows(db: Database, table: string, columns: string[], rows: Row[]): Promise<void> {
  const CHUNK = 500
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const values = chunk.map(
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    )
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`,
      chunk.flat(),
    )
  }
}

/**
 * Reads every block of a chain into storage: transactions, native/ERC-20/ERC-721 transfers and
 * who took part. sync() indexes whatever is new since the last call; calls are serialised.
 */
export class ChainIndexer {
  readonly chainId: number
  private readonly client: PublicClient
  private running: Promise<number> = Promise.resolve(0)

  constructor(
    chain: IndexedChain,
    private readonly db: Database,
  ) {
    this.chainId = chain.chainId
    this.client = createPublicClient({ transport: http(chain.rpcUrl) })
  }

  /** Indexes blocks up to the node's latest; resolves with the last indexed block number. */
  sync(): Promise<number> {
    this.running = this.running.then(
      () => this.syncOnce(),
      () => this.syncOnce(),
    )
    return this.running
  }

  private async syncOnce(): Promise<number> {
    let [cursor] = await this.db.query<{ last_block: number; last_hash: string | null }>(
      'SELECT last_block, last_hash FROM index_cursor WHERE chain_id = $1',
      [this.chainId],
    )
    const latest = Number(await this.client.getBlockNumber({ cacheTime: 0 }))
    if (cursor && (await this.reorganised(cursor, latest))) {
      // The node went back (evm_revert, anvil_reset, a restarted chain on a kept database): start over.
      await this.forget()
      cursor = undefined
    }
    const from = cursor ? cursor.last_block + 1 : 0
    if (from > latest) return latest
    const all: BlockRows = { transactions: [], transfers: [], participants: [] }
    for (let start = from; start <= latest; start += FETCH_CONCURRENCY) {
      const numbers = Array.from(
        { length: Math.min(FETCH_CONCURRENCY, latest - start + 1) },
        (_, i) => start + i,
      )
      for (const rows of await Promise.all(numbers.map((n) => this.readBlock(n)))) {
        all.transactions.push(...rows.transactions)
        all.transfers.push(...rows.transfers)
        all.participants.push(...rows.participants)
      }
    }
    await insertRows(
      this.db,
      'transactions',
      [
        'chain_id',
        'hash',
        'block_number',
        'tx_index',
        'mined_at',
        'sender',
        'recipient',
        'created_contract',
        'nonce',
        'status',
        'value',
      ],
      all.transactions,
    )
    await insertRows(
      this.db,
      'transfers',
      ['chain_id', 'hash', 'seq', 'kind', 'token', 'sender', 'recipient', 'amount', 'token_id'],
      all.transfers,
    )
    await insertRows(this.db, 'participants', ['address', 'chain_id', 'hash'], all.participants)
    const head = await this.client.getBlock({ blockNumber: BigInt(latest) })
    await this.db.query(
      `INSERT INTO index_cursor (chain_id, last_block, last_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, last_hash = EXCLUDED.last_hash`,
      [this.chainId, latest, head.hash],
    )
    return latest
  }

  /** Whether the node no longer has the last indexed block as it was. */
  private async reorganised(cursor: { last_block: number; last_hash: string | null }, latest: number) {
    if (latest < cursor.last_block) return true
    if (!cursor.last_hash) return false
    const block = await this.client.getBlock({ blockNumber: BigInt(cursor.last_block) })
    return block.hash !== cursor.last_hash
  }

  /** Drops everything indexed for this chain. */
  private async forget(): Promise<void> {
    for (const table of ['participants', 'transfers', 'transactions', 'index_cursor']) {
      await this.db.query(`DELETE FROM ${table} WHERE chain_id = $1`, [this.chainId])
    }
  }

  private async readBlock(number: number): Promise<BlockRows> {
    const rows: BlockRows = { transactions: [], transfers: [], participants: [] }
    const block = await this.client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    if (block.transactions.length === 0) return rows
    const receipts = await Promise.all(
      block.transactions.map((tx) => this.client.getTransactionReceipt({ hash: tx.hash })),
    )
    const c = this.chainId
    for (const [i, tx] of block.transactions.entries()) {
      const receipt = receipts[i]!
      const ok = receipt.status === 'success'
      rows.transactions.push([
        c,
        tx.hash,
        number,
        tx.transactionIndex ?? i,
        Number(block.timestamp),
        lower(tx.from),
        tx.to ? lower(tx.to) : null,
        receipt.contractAddress ? lower(receipt.contractAddress) : null,
        tx.nonce,
        ok ? 'confirmed' : 'failed',
        tx.value.toString(),
      ])
      const people = new Set([lower(tx.from), ...(tx.to ? [lower(tx.to)] : [])])
      const transfer = (
        seq: number,
        kind: string,
        token: string | null,
        from: string,
        to: string,
        amount: string,
        id: string | null,
      ) => {
        people.add(from)
        people.add(to)
        rows.transfers.push([c, tx.hash, seq, kind, token, from, to, amount, id])
      }
      if (tx.value > 0n && ok && tx.to)
        transfer(0, 'native', null, lower(tx.from), lower(tx.to), tx.value.toString(), null)
      for (const log of receipt.logs) {
        const [topic, fromTopic, toTopic, idTopic] = log.topics
        if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) continue
        const [token, from, to] = [lower(log.address), topicAddress(fromTopic), topicAddress(toTopic)]
        if (idTopic) transfer(log.logIndex + 1, 'erc721', token, from, to, '1', BigInt(idTopic).toString())
        else if (log.data.length >= 66) {
          transfer(log.logIndex + 1, 'erc20', token, from, to, BigInt(log.data.slice(0, 66)).toString(), null)
        }
      }
      for (const address of people) rows.participants.push([address, c, tx.hash])
    }
    return rows
  }
}

import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem'
import type { Database } from '../storage/openDatabase'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A chain the indexer reads: its EVM id and its node's RPC URL. */
export interface IndexedChain {
  chainId: number
  rpcUrl: string
}

interface TransferRow {
  seq: number
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  sender: string
  recipient: string
  amount: string
  tokenId: string | null
}

const lower = (a: string) => a.toLowerCase()
const topicAddress = (topic: Hex) => lower(`0x${topic.slice(26)}`)

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
    const [cursor] = await this.db.query<{ last_block: number }>(
      'SELECT last_block FROM index_cursor WHERE chain_id = $1',
      [this.chainId],
    )
    const latest = Number(await this.client.getBlockNumber({ cacheTime: 0 }))
    let next = cursor ? cursor.last_block + 1 : 0
    for (; next <= latest; next++) await this.indexBlock(next)
    await this.db.query(
      `INSERT INTO index_cursor (chain_id, last_block) VALUES ($1, $2)
       ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block`,
      [this.chainId, latest],
    )
    return latest
  }

  private async indexBlock(number: number): Promise<void> {
    const block = await this.client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
    if (block.transactions.length === 0) return
    const receipts = await Promise.all(
      block.transactions.map((tx) => this.client.getTransactionReceipt({ hash: tx.hash })),
    )
    for (const [i, tx] of block.transactions.entries()) {
      const receipt = receipts[i]!
      const transfers: TransferRow[] = []
      if (tx.value > 0n && receipt.status === 'success' && tx.to) {
        transfers.push({
          seq: 0,
          kind: 'native',
          token: null,
          sender: lower(tx.from),
          recipient: lower(tx.to),
          amount: tx.value.toString(),
          tokenId: null,
        })
      }
      for (const log of receipt.logs) {
        if (log.topics[0] !== TRANSFER_TOPIC || !log.topics[1] || !log.topics[2]) continue
        const base = {
          seq: log.logIndex + 1,
          token: lower(log.address),
          sender: topicAddress(log.topics[1]),
          recipient: topicAddress(log.topics[2]),
        }
        if (log.topics[3]) {
          transfers.push({ ...base, kind: 'erc721', amount: '1', tokenId: BigInt(log.topics[3]).toString() })
        } else if (log.data.length >= 66) {
          transfers.push({
            ...base,
            kind: 'erc20',
            amount: BigInt(log.data.slice(0, 66)).toString(),
            tokenId: null,
          })
        }
      }
      await this.store(tx, receipt, Number(block.timestamp), transfers)
    }
  }

  private async store(
    tx: {
      hash: Hex
      from: Address
      to: Address | null
      nonce: number
      value: bigint
      transactionIndex: number | null
    },
    receipt: {
      status: 'success' | 'reverted'
      contractAddress?: Address | null | undefined
      blockNumber: bigint
    },
    timestamp: number,
    transfers: TransferRow[],
  ): Promise<void> {
    const c = this.chainId
    await this.db.query(
      `INSERT INTO transactions (chain_id, hash, block_number, tx_index, mined_at, sender, recipient,
         created_contract, nonce, status, value)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
      [
        c,
        tx.hash,
        Number(receipt.blockNumber),
        tx.transactionIndex ?? 0,
        timestamp,
        lower(tx.from),
        tx.to ? lower(tx.to) : null,
        receipt.contractAddress ? lower(receipt.contractAddress) : null,
        tx.nonce,
        receipt.status === 'success' ? 'confirmed' : 'failed',
        tx.value.toString(),
      ],
    )
    const people = new Set([lower(tx.from), ...(tx.to ? [lower(tx.to)] : [])])
    for (const t of transfers) {
      people.add(t.sender)
      people.add(t.recipient)
      await this.db.query(
        `INSERT INTO transfers (chain_id, hash, seq, kind, token, sender, recipient, amount, token_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [c, tx.hash, t.seq, t.kind, t.token, t.sender, t.recipient, t.amount, t.tokenId],
      )
    }
    for (const address of people) {
      await this.db.query(
        'INSERT INTO participants (address, chain_id, hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [address, c, tx.hash],
      )
    }
  }
}

// A client of the Esplora REST API (Blockstream's esplora, mempool.space, the devnet's facade): every answer
// checked (./schemas), every request bounded by a timeout, failures turned into the plugin's error classes.
import {
  BitcoinBroadcastRejectedError,
  EsploraHttpError,
  EsploraResponseError,
  EsploraUnavailableError,
} from '../errors'
import { type FeeRates, feeRatesFromEstimates } from '../transfer/fees'
import { type Checker, CheckIssue } from './check'
import { classifyRejection, parseRejection } from './classifyRejection'
import {
  addressSchema,
  type EsploraStatus,
  type EsploraTransaction,
  type EsploraUtxo,
  feeEstimatesSchema,
  hashSchema,
  heightSchema,
  rawHexSchema,
  statusSchema,
  transactionSchema,
  transactionsSchema,
  utxosSchema,
} from './schemas'

/** Options of createEsploraClient. */
export interface EsploraClientOptions {
  /** The API base, e.g. 'https://mempool.space/api' or the devnet's `${url}/api`. */
  baseUrl: string
  /** Milliseconds per request before EsploraUnavailableError('timeout') (default 10 000, the spec's HTTP timeout). */
  timeoutMs?: number
  /** The fetch to use (default globalThis.fetch). */
  fetch?: typeof fetch
}

/** An address's balance: confirmed, in the mempool (may be negative while a spend is pending), and both. */
export interface AddressBalance {
  address: string
  confirmed: bigint
  unconfirmed: bigint
  total: bigint
  /** Transactions: in blocks and in the mempool. */
  txCount: { confirmed: number; unconfirmed: number }
}

/** One page of an address's transactions; `next` is the argument for the following page (absent: last). */
export interface TransactionPage {
  transactions: EsploraTransaction[]
  next?: string
}

/** Esplora's page size of confirmed transactions. */
const CHAIN_PAGE = 25

/** The calls the plugin makes. */
export interface EsploraClient {
  readonly baseUrl: string
  /** Confirmed and unconfirmed balance of an address. */
  getBalance(address: string): Promise<AddressBalance>
  /** Unspent outputs of an address (mempool ones with `status.confirmed` false). */
  getUtxos(address: string): Promise<EsploraUtxo[]>
  /**
   * A page of an address's transactions, newest first: without `after`, the mempool's and the 25 newest
   * confirmed; with `after` (a page's `next`), the 25 confirmed ones before it.
   */
  getTransactions(address: string, after?: string): Promise<TransactionPage>
  getTransaction(txid: string): Promise<EsploraTransaction>
  getTransactionStatus(txid: string): Promise<EsploraStatus>
  getTransactionHex(txid: string): Promise<string>
  /**
   * Broadcasts a raw transaction; resolves with its id.
   * @throws BitcoinBroadcastRejectedError with the node's reason (double spend, bad signature, fee…)
   */
  broadcast(hex: string): Promise<string>
  /** Raw fee estimates: target blocks → sat/vB. */
  getFeeEstimates(): Promise<Record<string, number>>
  /** Slow, normal and fast rates (sat/vB) from the node's estimates. */
  getFeeRates(): Promise<FeeRates>
  getTipHeight(): Promise<number>
  getTipHash(): Promise<string>
}

const segment = (value: string, what: string) => {
  if (!/^[A-Za-z0-9]{1,100}$/.test(value))
    throw new EsploraResponseError(what, `refusing to request an invalid ${what}: '${value.slice(0, 100)}'`)
  return value
}

/**
 * An Esplora client for one API base URL.
 * @example
 * const esplora = createEsploraClient({ baseUrl: network.esploraUrl })
 * const { confirmed, unconfirmed } = await esplora.getBalance(address)
 */
export function createEsploraClient(options: EsploraClientOptions): EsploraClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 10_000
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  async function request(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; text: string; url: string }> {
    const url = `${baseUrl}${path}`
    let response: Response
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      const timedOut =
        error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
      throw new EsploraUnavailableError(url, timedOut ? 'timeout' : 'network', error)
    }
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      throw new EsploraUnavailableError(url, 'timeout', error)
    }
    return { status: response.status, text, url }
  }

  async function read<T>(path: string, schema: Checker<T>, json = true): Promise<T> {
    const { status, text, url } = await request(path)
    if (status < 200 || status > 299) throw new EsploraHttpError(url, status, text)
    let value: unknown = text.trim()
    if (json) {
      try {
        value = JSON.parse(text)
      } catch {
        throw new EsploraResponseError(url, 'the answer is not JSON')
      }
    }
    try {
      return schema(value)
    } catch (error) {
      if (!(error instanceof CheckIssue)) throw error
      throw new EsploraResponseError(url, `${error.path || 'answer'}: ${error.message}`)
    }
  }

  const estimates = () => read('/fee-estimates', feeEstimatesSchema)

  return {
    baseUrl,
    async getBalance(address) {
      const data = await read(`/address/${segment(address, 'address')}`, addressSchema)
      const confirmed = data.chain_stats.funded_txo_sum - data.chain_stats.spent_txo_sum
      const unconfirmed = data.mempool_stats.funded_txo_sum - data.mempool_stats.spent_txo_sum
      return {
        address: data.address,
        confirmed,
        unconfirmed,
        total: confirmed + unconfirmed,
        txCount: { confirmed: data.chain_stats.tx_count, unconfirmed: data.mempool_stats.tx_count },
      }
    },
    getUtxos: (address) => read(`/address/${segment(address, 'address')}/utxo`, utxosSchema),
    async getTransactions(address, after) {
      const path = after
        ? `/address/${segment(address, 'address')}/txs/chain/${segment(after, 'txid')}`
        : `/address/${segment(address, 'address')}/txs`
      const transactions = await read(path, transactionsSchema)
      const confirmed = transactions.filter((t) => t.status.confirmed)
      const last = confirmed.at(-1)
      return { transactions, ...(confirmed.length >= CHAIN_PAGE && last ? { next: last.txid } : {}) }
    },
    getTransaction: (txid) => read(`/tx/${segment(txid, 'txid')}`, transactionSchema),
    getTransactionStatus: (txid) => read(`/tx/${segment(txid, 'txid')}/status`, statusSchema),
    getTransactionHex: (txid) => read(`/tx/${segment(txid, 'txid')}/hex`, rawHexSchema, false),
    async broadcast(hex) {
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length % 2 !== 0) {
        throw new BitcoinBroadcastRejectedError('TX decode failed', -22, 'other')
      }
      const { status, text, url } = await request('/tx', {
        method: 'POST',
        body: hex,
        headers: { 'content-type': 'text/plain' },
      })
      if (status === 400) {
        const { reason, code } = parseRejection(text)
        throw new BitcoinBroadcastRejectedError(reason, code, classifyRejection(reason))
      }
      if (status < 200 || status > 299) throw new EsploraHttpError(url, status, text)
      try {
        return hashSchema(text.trim())
      } catch {
        throw new EsploraResponseError(url, 'the answer is not a transaction id')
      }
    },
    getFeeEstimates: estimates,
    getFeeRates: async () => feeRatesFromEstimates(await estimates()),
    getTipHeight: () => read('/blocks/tip/height', heightSchema, false),
    getTipHash: () => read('/blocks/tip/hash', hashSchema, false),
  }
}

// A small typed client for the bcoin child process: its REST and JSON-RPC API (HTTP basic auth with the API
// key) and the broadcast route of bcoinProcess.mjs that reports why a transaction was refused.
import { requestOnce } from './requestOnce'

/** An unspent output as bcoin's `/coin/address/:address` answers it (height -1: in the mempool). */
export interface BcoinCoin {
  hash: string
  index: number
  value: number
  height: number
  script: string
  address: string | null
  coinbase: boolean
}

/** A transaction with metadata as bcoin's `/tx/...` routes answer it (height -1: in the mempool). */
export interface BcoinTxMeta {
  hash: string
  fee: number
  height: number
  block: string | null
  time: number
  mtime: number
  index: number
  inputs: Array<{
    prevout: { hash: string; index: number }
    coin?: { value: number; script: string; address: string | null }
  }>
  outputs: Array<{ value: number; script: string; address: string | null }>
  hex: string
}

/** A refusal of the mempool: bcoin's reject reason and Core's RPC code for it. */
export interface BroadcastRejection {
  reason: string
  code: number
}

/** The node refused a transaction (what `broadcast` throws). */
export class BroadcastRejectedError extends Error {
  constructor(readonly rejection: BroadcastRejection) {
    super(`${rejection.reason} (${rejection.code})`)
    this.name = 'BroadcastRejectedError'
  }
}

/** An error answer of bcoin's API. */
export class BcoinRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'BcoinRequestError'
  }
}

/** Typed calls to one bcoin node. */
export class BcoinClient {
  readonly #url: string
  readonly #auth: string
  #rpcId = 0

  constructor(url: string, apiKey: string) {
    this.#url = url
    this.#auth = `Basic ${Buffer.from(`x:${apiKey}`).toString('base64')}`
  }

  async #request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; data: T }> {
    const { status, text } = await requestOnce(`${this.#url}${path}`, {
      method,
      headers: { authorization: this.#auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: 30_000,
    })
    return { status, data: (text ? JSON.parse(text) : null) as T }
  }

  async #get<T>(path: string): Promise<T | null> {
    const { status, data } = await this.#request<T | { error?: { message?: string } }>('GET', path)
    if (status === 404) return null
    if (status !== 200) {
      throw new BcoinRequestError(
        status,
        (data as { error?: { message?: string } })?.error?.message ?? `HTTP ${status}`,
      )
    }
    return data as T
  }

  /** Calls a bcoin JSON-RPC method. */
  async rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    const { data } = await this.#request<{ result: T; error: { message: string; code: number } | null }>(
      'POST',
      '/',
      {
        method,
        params,
        id: ++this.#rpcId,
      },
    )
    if (data.error) throw new BcoinRequestError(400, `${method}: ${data.error.message}`)
    return data.result
  }

  /** Tip height and hash. */
  async tip(): Promise<{ height: number; hash: string }> {
    const info = await this.#get<{ chain: { height: number; tip: string } }>('/')
    if (!info) throw new BcoinRequestError(500, 'no node info')
    return { height: info.chain.height, hash: info.chain.tip }
  }

  /** Unspent outputs of an address (chain and mempool; outputs spent in the mempool left out). */
  async coinsByAddress(address: string): Promise<BcoinCoin[]> {
    return (await this.#get<BcoinCoin[]>(`/coin/address/${encodeURIComponent(address)}`)) ?? []
  }

  /** Every transaction touching an address (chain and mempool), with input coins. */
  async txsByAddress(address: string): Promise<BcoinTxMeta[]> {
    return (await this.#get<BcoinTxMeta[]>(`/tx/address/${encodeURIComponent(address)}`)) ?? []
  }

  /** A transaction by id, or null. */
  async tx(txid: string): Promise<BcoinTxMeta | null> {
    return this.#get<BcoinTxMeta>(`/tx/${txid}`)
  }

  /** Ids of the transactions in the mempool. */
  async mempool(): Promise<string[]> {
    return (await this.#get<string[]>('/mempool')) ?? []
  }

  /** Block hash at a height (display order), or null past the tip. */
  async blockHash(height: number): Promise<string | null> {
    try {
      return await this.rpc<string>('getblockhash', [height])
    } catch {
      return null
    }
  }

  /** A block's header fields (time, height, previous hash), or null. */
  async blockHeader(
    hash: string,
  ): Promise<{ hash: string; height: number; time: number; previousblockhash: string | null } | null> {
    try {
      return await this.rpc('getblockheader', [hash, true])
    } catch {
      return null
    }
  }

  /**
   * Submits a transaction to the mempool; resolves with its id.
   * @throws BroadcastRejectedError with the node's reason when the mempool refuses it
   */
  async broadcast(hex: string): Promise<string> {
    const { status, data } = await this.#request<{ txid?: string; error?: BroadcastRejection }>(
      'POST',
      '/airlock/broadcast',
      {
        tx: hex,
      },
    )
    if (status === 200 && data.txid) return data.txid
    if (data?.error?.reason)
      throw new BroadcastRejectedError({ reason: data.error.reason, code: data.error.code })
    throw new BcoinRequestError(status, `broadcast failed: HTTP ${status}`)
  }

  /** Mines `count` blocks paying `address`; resolves with their hashes. */
  async mine(count: number, address: string): Promise<string[]> {
    return this.rpc<string[]>('generatetoaddress', [count, address])
  }

  /** Sets the node's clock (seconds) for the blocks it mines next; `undefined` puts it back to the real time. */
  async setTime(seconds: number | undefined): Promise<void> {
    await this.rpc('setmocktime', [seconds ?? Math.floor(Date.now() / 1000)])
  }

  /** The node's fee estimate for confirmation within `blocks` blocks, sat/vB (0 when it has no data). */
  async estimateFee(blocks: number): Promise<number> {
    const data = await this.#get<{ rate: number }>(`/fee?blocks=${blocks}`)
    return (data?.rate ?? 0) / 1000
  }
}

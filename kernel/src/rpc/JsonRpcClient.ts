import { RequestAbortedError } from '../errors/http'
import { RpcError } from '../errors/rpc'
import { InternalRpcError, toRpcError } from '../errors/rpcClasses'
import { RPC_BATCH_SIZE } from '../format/constants'
import { HttpClient } from '../http/HttpClient'
import { RETRYABLE_RPC_CODES, type RetryOptions, withRetry } from '../http/retry'
import * as schema from '../validation/schema'
import { validateSync } from '../validation/standardSchema'

/** A JSON-RPC call. */
export type JsonRpcCall = { method: string; params?: unknown }

/** Options of the JSON-RPC client. */
export type JsonRpcClientOptions = {
  /** The JSON-RPC endpoint. */
  url: string
  /** fetch implementation; default the global fetch. */
  fetch?: typeof fetch
  /** Maximum calls per batch; default 1000. */
  batchSize?: number
  /** Per-HTTP-attempt timeout; default 10 s. */
  timeoutMs?: number
  /** Retry policy for HTTP failures and RPC codes -1/-32005/-32603, or false. */
  retry?: RetryOptions | false
  /** Headers sent with every request. */
  headers?: Record<string, string>
  /**
   * Methods `abortOpenRequests()` leaves running (the safe reads of the chain the client serves, which
   * its plugin knows); default none: every open call is aborted.
   */
  keepOnAbort?: (method: string) => boolean
}

/** Builds the schema of one JSON-RPC answer, per batch (no schema is kept between RPC batches). */
const buildResponseSchema = () =>
  schema.object(
    {
      id: schema.optional(
        schema.custom<number | string | null>(
          (v) => v === null || typeof v === 'number' || typeof v === 'string',
          'must be a number, a string or null',
        ),
      ),
      result: schema.optional(schema.unknown()),
      error: schema.optional(
        schema.object(
          { code: schema.number(), message: schema.string(), data: schema.optional(schema.unknown()) },
          'keep',
        ),
      ),
    },
    'keep',
  )
type JsonRpcResponse = schema.Infer<ReturnType<typeof buildResponseSchema>>

type Pending = JsonRpcCall & {
  id: number
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type OpenRequest = { method: string; controller: AbortController }

/**
 * JSON-RPC over HTTP POST with batching: calls made in the same tick go out as one batch (split
 * into batches of at most 1000); errors map to the RPC error classes; HTTP failures and RPC codes
 * -1, -32005, -32603 are retried; `abortOpenRequests()` aborts every open call except the safe
 * reads named by `keepOnAbort`.
 *
 * @example
 * const rpc = new JsonRpcClient({ url: 'http://127.0.0.1:8545' })
 * const [block, chainId] = await Promise.all([rpc.request({ method: 'eth_blockNumber' }), rpc.request({ method: 'eth_chainId' })])
 */
export class JsonRpcClient {
  /** Maximum calls per batch. */
  readonly batchSize: number
  private readonly http: HttpClient
  private queue: Pending[] = []
  private scheduled = false
  private nextId = 1
  private readonly open = new Set<OpenRequest>()

  constructor(private readonly options: JsonRpcClientOptions) {
    this.batchSize = options.batchSize ?? RPC_BATCH_SIZE
    this.http = new HttpClient({
      baseUrl: options.url,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(options.headers ? { headers: options.headers } : {}),
    })
  }

  /** Number of calls sent or queued and not yet settled. */
  get openRequestCount(): number {
    return this.open.size
  }

  /** Sends one call (batched with the others of this tick) and resolves with its result. */
  async request<T = unknown>(call: JsonRpcCall, opts: { signal?: AbortSignal } = {}): Promise<T> {
    const controller = new AbortController()
    const entry: OpenRequest = { method: call.method, controller }
    const onCallerAbort = () => controller.abort(opts.signal?.reason)
    if (opts.signal?.aborted)
      throw new RequestAbortedError({ url: this.options.url, cause: opts.signal.reason })
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true })
    this.open.add(entry)
    try {
      const retry = this.options.retry
      const attempt = () => this.enqueue(call, controller.signal)
      if (retry === false) return (await attempt()) as T
      return (await withRetry(attempt, {
        ...retry,
        shouldRetry: (e) => e instanceof RpcError && RETRYABLE_RPC_CODES.includes(e.code),
        signal: controller.signal,
        url: this.options.url,
      })) as T
    } finally {
      this.open.delete(entry)
      opts.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  /** Aborts every open call except the safe reads of `keepOnAbort` (they keep running); returns how many were aborted. */
  abortOpenRequests(): number {
    let count = 0
    for (const entry of this.open) {
      if (this.options.keepOnAbort?.(entry.method)) continue
      entry.controller.abort()
      count++
    }
    return count
  }

  private enqueue(call: JsonRpcCall, signal: AbortSignal): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (signal.aborted)
        return reject(new RequestAbortedError({ url: this.options.url, cause: signal.reason }))
      const onAbort = () => reject(new RequestAbortedError({ url: this.options.url, cause: signal.reason }))
      signal.addEventListener('abort', onAbort, { once: true })
      const done =
        <A>(fn: (a: A) => void) =>
        (a: A) => {
          signal.removeEventListener('abort', onAbort)
          fn(a)
        }
      this.queue.push({ ...call, id: this.nextId++, resolve: done(resolve), reject: done(reject) })
      if (!this.scheduled) {
        this.scheduled = true
        queueMicrotask(() => this.flush())
      }
    })
  }

  private flush(): void {
    const queue = this.queue
    this.queue = []
    this.scheduled = false
    for (let i = 0; i < queue.length; i += this.batchSize)
      void this.sendBatch(queue.slice(i, i + this.batchSize))
  }

  private async sendBatch(batch: Pending[]): Promise<void> {
    const body = batch.map(({ id, method, params }) => ({
      jsonrpc: '2.0',
      id,
      method,
      ...(params === undefined ? {} : { params }),
    }))
    let answer: unknown
    try {
      answer = await this.http.post('', body.length === 1 ? body[0] : body)
    } catch (error) {
      for (const p of batch) p.reject(error)
      return
    }
    const list = Array.isArray(answer) ? answer : [answer]
    const byId = new Map<unknown, JsonRpcResponse>()
    let batchError: JsonRpcResponse['error']
    const responseSchema = buildResponseSchema()
    for (const item of list) {
      const parsed = validateSync(responseSchema, item)
      if (!parsed) continue
      if (parsed.id === null || parsed.id === undefined) batchError ??= parsed.error
      else byId.set(parsed.id, parsed)
    }
    for (const p of batch) {
      const response = byId.get(p.id)
      if (response?.error) p.reject(toRpcError(response.error, p.method))
      else if (response && 'result' in response) p.resolve(response.result)
      else if (batchError) p.reject(toRpcError(batchError, p.method))
      else
        p.reject(new InternalRpcError({ method: p.method, cause: new Error('No response for this request') }))
    }
  }
}

/** Creates a JSON-RPC over HTTP client. */
export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  return new JsonRpcClient(options)
}

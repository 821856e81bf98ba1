import type { Alert } from '../errors/catalogue'
import { HTTP_TIMEOUT_MS } from '../format/constants'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
import type { SchemaOutput, StandardSchemaV1 } from '../validation/standardSchema'
import type { RetryOptions } from './retry'

/** A query value: arrays are joined with commas; undefined values are left out. */
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[]
/** Query parameters of a request. */
export type Query = Record<string, QueryValue>

/** Options of an HTTP client. */
export type HttpClientOptions = {
  /** Base URL; request paths are resolved under it (its own path is kept). */
  baseUrl: string
  /** fetch implementation; default the global fetch. */
  fetch?: typeof fetch
  /** Per-attempt timeout; default 10 s. */
  timeoutMs?: number
  /** Retry policy, or false to never retry; default 3 retries from 150 ms, doubling. */
  retry?: RetryOptions | false
  /** Headers sent with every request. */
  headers?: Record<string, string>
  /** Query parameters added to every request (e.g. projectId, st, sv). */
  query?: Query
  /**
   * Receives the alert a failed request raises (spec §8: 'Unauthorized: origin not allowed', 'Unauthorized:
   * invalid key'; with an empty `projectId` in `query`, 'Project ID Not Configured' and no request is sent),
   * after its retries; the request still rejects with its error.
   */
  onAlert?: ((alert: Alert) => void) | undefined
}

/** Options of one request. */
export type RequestOptions<S extends StandardSchemaV1 | undefined = undefined> = {
  query?: Query
  headers?: Record<string, string>
  /** Aborting it rejects with 'Request was aborted'. */
  signal?: AbortSignal
  /** Schema the JSON answer must match (any Standard Schema: zod, the kernel's `schema`…); its output is returned. */
  schema?: S
  timeoutMs?: number
  retry?: RetryOptions | false
}

/** What a request resolves to: the schema's output, or the raw JSON (text when not JSON) without one. */
export type ResponseOf<S> = S extends StandardSchemaV1 ? SchemaOutput<S> : unknown

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The kernel's HTTP helper: GET, POST, PUT, DELETE (JSON) and binary GET, a 10 s timeout per
 * attempt, retries per the spec's policy, schema-checked answers and the catalogue's errors
 * ('HTTP status code: {status}', 'Request was aborted', 'Something went wrong').
 *
 * @example
 * const http = new HttpClient({ baseUrl: 'http://127.0.0.1:8545' })
 * const chains = await http.get('v1/supported-chains', { schema: supportedChainsResponseSchema })
 */
export class HttpClient {
  /** Per-attempt timeout in ms. */
  readonly timeoutMs: number
  private readonly fetchFn: typeof fetch
  /** The base URL as a directory (no query or fragment, one trailing slash), worked out at the first `url()`. */
  private directory: string | undefined

  constructor(readonly options: HttpClientOptions) {
    this.timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
    this.fetchFn = options.fetch ?? ((...args) => globalThis.fetch(...args))
  }

  /** GET, JSON answer. */
  get<S extends StandardSchemaV1 | undefined = undefined>(path: string, opts: RequestOptions<S> = {}) {
    return this.json<S>('GET', path, undefined, opts)
  }

  /** POST with a JSON body, JSON answer. */
  post<S extends StandardSchemaV1 | undefined = undefined>(
    path: string,
    body?: unknown,
    opts: RequestOptions<S> = {},
  ) {
    return this.json<S>('POST', path, body, opts)
  }

  /** PUT with a JSON body, JSON answer. */
  put<S extends StandardSchemaV1 | undefined = undefined>(
    path: string,
    body?: unknown,
    opts: RequestOptions<S> = {},
  ) {
    return this.json<S>('PUT', path, body, opts)
  }

  /** DELETE, JSON answer. */
  delete<S extends StandardSchemaV1 | undefined = undefined>(path: string, opts: RequestOptions<S> = {}) {
    return this.json<S>('DELETE', path, undefined, opts)
  }

  /** Binary GET (images): the body as a Blob. */
  getBlob(path: string, opts: Omit<RequestOptions, 'schema'> = {}): Promise<Blob> {
    return this.send('GET', path, undefined, opts, (res) => res.blob())
  }

  /** Binary GET: the body as an ArrayBuffer. */
  getArrayBuffer(path: string, opts: Omit<RequestOptions, 'schema'> = {}): Promise<ArrayBuffer> {
    return this.send('GET', path, undefined, opts, (res) => res.arrayBuffer())
  }

  /** The absolute URL of a path with the client's and the request's query. */
  url(path: string, query: Query = {}): string {
    const base = this.options.baseUrl
    this.directory ??= new URL(base).href.replace(/[?#].*$/, '').replace(/\/?$/, '/')
    const url = /^https?:\/\//.test(path)
      ? new URL(path)
      : path === ''
        ? new URL(base)
        : new URL(path.replace(/^\//, ''), this.directory)
    for (const [key, value] of Object.entries({ ...this.options.query, ...query })) {
      if (value === undefined || value === null) continue
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return url.toString()
  }

  private async json<S extends StandardSchemaV1 | undefined>(
    method: Method,
    path: string,
    body: unknown,
    opts: RequestOptions<S>,
  ): Promise<ResponseOf<S>> {
    // The transport (timeout, retries, error mapping, schema checks) loads with the first request.
    const { readJson } = await loadRequestRuntime()
    return this.send(method, path, body, opts, readJson(opts.schema)) as Promise<ResponseOf<S>>
  }

  private async send<T>(
    method: Method,
    path: string,
    body: unknown,
    opts: Omit<RequestOptions, 'schema'>,
    read: (res: Response, url: string) => Promise<T>,
  ): Promise<T> {
    const url = this.url(path, opts.query)
    const { sendRequest } = await loadRequestRuntime()
    return sendRequest({
      method,
      url,
      body,
      opts,
      read,
      client: this.options,
      fetchFn: this.fetchFn,
      timeoutMs: this.timeoutMs,
    })
  }
}

/** Creates an HTTP client. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return new HttpClient(options)
}

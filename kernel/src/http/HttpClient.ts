import * as z from 'zod/mini'
import {
  HttpNetworkError,
  HttpRequestError,
  RequestAbortedError,
  RequestInterruptedError,
  RequestTimeoutError,
  ResponseValidationError,
} from '../errors/http'
import { HTTP_TIMEOUT_MS } from '../format/constants'
import { type RetryOptions, withRetry } from './retry'

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
}

/** Options of one request. */
export type RequestOptions<S extends z.core.$ZodType | undefined = undefined> = {
  query?: Query
  headers?: Record<string, string>
  /** Aborting it rejects with 'Request was aborted'. */
  signal?: AbortSignal
  /** Zod schema the JSON answer must match; the parsed value is returned. */
  schema?: S
  timeoutMs?: number
  retry?: RetryOptions | false
}

/** What a request resolves to: the schema's output, or the raw JSON (text when not JSON) without one. */
export type ResponseOf<S> = S extends z.core.$ZodType ? z.output<S> : unknown

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The kernel's HTTP helper: GET, POST, PUT, DELETE (JSON) and binary GET, a 10 s timeout per
 * attempt, retries per the spec's policy, zod-parsed answers and the catalogue's errors
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

  constructor(readonly options: HttpClientOptions) {
    this.timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
    this.fetchFn = options.fetch ?? ((...args) => globalThis.fetch(...args))
  }

  /** GET, JSON answer. */
  get<S extends z.core.$ZodType | undefined = undefined>(path: string, opts: RequestOptions<S> = {}) {
    return this.json<S>('GET', path, undefined, opts)
  }

  /** POST with a JSON body, JSON answer. */
  post<S extends z.core.$ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    opts: RequestOptions<S> = {},
  ) {
    return this.json<S>('POST', path, body, opts)
  }

  /** PUT with a JSON body, JSON answer. */
  put<S extends z.core.$ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    opts: RequestOptions<S> = {},
  ) {
    return this.json<S>('PUT', path, body, opts)
  }

  /** DELETE, JSON answer. */
  delete<S extends z.core.$ZodType | undefined = undefined>(path: string, opts: RequestOptions<S> = {}) {
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
    const url = /^https?:\/\//.test(path)
      ? new URL(path)
      : path === ''
        ? new URL(base)
        : new URL(path.replace(/^\//, ''), new URL(base).href.replace(/[?#].*$/, '').replace(/\/?$/, '/'))
    for (const [key, value] of Object.entries({ ...this.options.query, ...query })) {
      if (value === undefined || value === null) continue
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return url.toString()
  }

  private async json<S extends z.core.$ZodType | undefined>(
    method: Method,
    path: string,
    body: unknown,
    opts: RequestOptions<S>,
  ): Promise<ResponseOf<S>> {
    return this.send(method, path, body, opts, async (res, url) => {
      const text = await res.text()
      let data: unknown = text
      if (text !== '') {
        try {
          data = JSON.parse(text)
        } catch {
          if (opts.schema) throw new ResponseValidationError({ url, issues: 'body is not JSON' })
        }
      } else data = undefined
      if (!opts.schema) return data as ResponseOf<S>
      const parsed = z.safeParse(opts.schema, data)
      if (!parsed.success) {
        const issues = parsed.error.issues
          .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
          .join('; ')
        throw new ResponseValidationError({ url, issues })
      }
      return parsed.data as ResponseOf<S>
    })
  }

  private send<T>(
    method: Method,
    path: string,
    body: unknown,
    opts: Omit<RequestOptions, 'schema'>,
    read: (res: Response, url: string) => Promise<T>,
  ): Promise<T> {
    const url = this.url(path, opts.query)
    const attempt = () => this.attempt(method, url, body, opts, read)
    const retry = opts.retry ?? this.options.retry
    if (retry === false) return attempt()
    return withRetry(attempt, { ...retry, url, ...(opts.signal ? { signal: opts.signal } : {}) })
  }

  private async attempt<T>(
    method: Method,
    url: string,
    body: unknown,
    opts: Omit<RequestOptions, 'schema'>,
    read: (res: Response, url: string) => Promise<T>,
  ): Promise<T> {
    const caller = opts.signal
    if (caller?.aborted) throw new RequestAbortedError({ url, cause: caller.reason })
    const controller = new AbortController()
    const timeoutMs = opts.timeoutMs ?? this.timeoutMs
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onCallerAbort = () => controller.abort()
    caller?.addEventListener('abort', onCallerAbort, { once: true })
    try {
      const headers: Record<string, string> = { ...this.options.headers, ...opts.headers }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await this.fetchFn(url, {
        method,
        headers,
        signal: controller.signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      if (!res.ok) {
        const text = await res.text().catch(() => '')
        throw new HttpRequestError({ status: res.status, body: text, url, headers: res.headers })
      }
      return await read(res, url)
    } catch (error) {
      if (controller.signal.aborted) {
        if (caller?.aborted && !timedOut) throw new RequestAbortedError({ url, cause: caller.reason })
        if (timedOut) throw new RequestTimeoutError({ url, timeoutMs })
      }
      if (error instanceof HttpRequestError || error instanceof ResponseValidationError) throw error
      if (error instanceof Error && error.name === 'AbortError')
        throw new RequestInterruptedError({ url, cause: error })
      throw new HttpNetworkError({ url, cause: error })
    } finally {
      clearTimeout(timer)
      caller?.removeEventListener('abort', onCallerAbort)
    }
  }
}

/** Creates an HTTP client. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return new HttpClient(options)
}

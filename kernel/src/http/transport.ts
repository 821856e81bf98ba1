// The HTTP transport behind HttpClient: one request with timeout, retries, error mapping and schema
// checking (any Standard Schema). HttpClient imports it on its first request, so an app that makes none
// never loads it.

import { alertFromError } from '../errors/alerts'
import { ProjectIdNotConfiguredError } from '../errors/config'
import {
  HttpNetworkError,
  HttpRequestError,
  RequestAbortedError,
  RequestInterruptedError,
  RequestTimeoutError,
  ResponseValidationError,
} from '../errors/http'
import { issuePath, type StandardSchemaV1 } from '../validation/standardSchema'
import type { HttpClientOptions, RequestOptions } from './HttpClient'
import { withRetry } from './retry'

/** HTTP methods of the kernel's requests. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** How the body of a successful answer is read. */
export type ReadBody<T> = (res: Response, url: string) => Promise<T>

/** One request as HttpClient hands it over. */
export type TransportRequest<T> = {
  method: HttpMethod
  url: string
  body: unknown
  opts: Omit<RequestOptions, 'schema'>
  read: ReadBody<T>
  client: HttpClientOptions
  fetchFn: typeof fetch
  timeoutMs: number
}

/** Sends a request, retrying per the request's or the client's policy. */
export function sendRequest<T>(request: TransportRequest<T>): Promise<T> {
  // A project-scoped call without a project id is not sent (spec §8: Project ID Not Configured).
  const attempt = () =>
    request.client.query?.projectId === ''
      ? Promise.reject(new ProjectIdNotConfiguredError())
      : attemptOnce(request)
  const retry = request.opts.retry ?? request.client.retry
  const signal = request.opts.signal
  const sent =
    retry === false
      ? attempt()
      : withRetry(attempt, { ...retry, url: request.url, ...(signal ? { signal } : {}) })
  const { onAlert } = request.client
  if (!onAlert) return sent
  return sent.catch((error: unknown) => {
    const alert = alertFromError(error)
    if (alert) onAlert(alert)
    throw error
  })
}

/** Reads a JSON answer (undefined when empty, the text when not JSON) and checks it against `schema`. */
export function readJson(schema: StandardSchemaV1 | undefined): ReadBody<unknown> {
  return async (res, url) => {
    const text = await res.text()
    if (text === '') return schema ? check(schema, undefined, url) : undefined
    let data: unknown = text
    try {
      data = JSON.parse(text)
    } catch {
      if (schema) throw new ResponseValidationError({ url, issues: 'body is not JSON' })
    }
    return schema ? check(schema, data, url) : data
  }
}

async function check(schema: StandardSchemaV1, data: unknown, url: string): Promise<unknown> {
  const result = await schema['~standard'].validate(data)
  if (!result.issues) return result.value
  const issues = result.issues.map((i) => `${issuePath(i)}: ${i.message}`).join('; ')
  throw new ResponseValidationError({ url, issues })
}

async function attemptOnce<T>({
  method,
  url,
  body,
  opts,
  read,
  client,
  fetchFn,
  timeoutMs: base,
}: TransportRequest<T>): Promise<T> {
  const caller = opts.signal
  if (caller?.aborted) throw new RequestAbortedError({ url, cause: caller.reason })
  const controller = new AbortController()
  const timeoutMs = opts.timeoutMs ?? base
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onCallerAbort = () => controller.abort()
  caller?.addEventListener('abort', onCallerAbort, { once: true })
  try {
    const headers: Record<string, string> = { ...client.headers, ...opts.headers }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetchFn(url, {
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

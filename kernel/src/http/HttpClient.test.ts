import { afterEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import {
  HttpNetworkError,
  HttpRequestError,
  RequestAbortedError,
  RequestInterruptedError,
  RequestTimeoutError,
  ResponseValidationError,
} from '../errors/http'
import { HttpClient } from './HttpClient'
import { startTestServer, type TestServer } from './testServer'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  vi.useRealTimers()
})

const noWait = { sleep: async () => {} }

describe('HttpClient against a real server', () => {
  test('GET, POST, PUT, DELETE with JSON, query and default query [spec 7.29]', async () => {
    server = await startTestServer((req) => ({ body: { method: req.method, body: req.body || null } }))
    const http = new HttpClient({ baseUrl: `${server.url}/api`, query: { projectId: 'p1', st: 'airlock' } })
    expect(await http.get('/v1/x', { query: { a: 1, list: ['b', 'c'], skip: undefined } })).toEqual({
      method: 'GET',
      body: null,
    })
    expect(await http.post('v1/x', { n: 1 })).toEqual({ method: 'POST', body: '{"n":1}' })
    expect(await http.put('v1/x', { n: 2 })).toEqual({ method: 'PUT', body: '{"n":2}' })
    expect(await http.delete('v1/x')).toEqual({ method: 'DELETE', body: null })
    const first = server.requests[0]!
    expect(first.url.pathname).toBe('/api/v1/x')
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'airlock',
      a: '1',
      list: 'b,c',
    })
    expect(server.requests[1]!.headers['content-type']).toBe('application/json')
  })

  test('zod-parses answers; a wrong shape is a ResponseValidationError', async () => {
    server = await startTestServer((req) =>
      req.url.pathname === '/good'
        ? { body: { n: 1 } }
        : req.url.pathname === '/text'
          ? { body: 'hi' }
          : { body: { n: 'x' } },
    )
    const http = new HttpClient({ baseUrl: server.url })
    const schema = z.object({ n: z.number() })
    const good: { n: number } = await http.get('/good', { schema })
    expect(good.n).toBe(1)
    await expect(http.get('/bad', { schema })).rejects.toThrow(ResponseValidationError)
    await expect(http.get('/text', { schema })).rejects.toThrow('body is not JSON')
    expect(await http.get('/text')).toBe('hi')
  })

  test('binary image GET as Blob and ArrayBuffer [spec 7.29]', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    server = await startTestServer(() => ({ body: png, headers: { 'content-type': 'image/png' } }))
    const http = new HttpClient({ baseUrl: server.url })
    const blob = await http.getBlob('/img')
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(png))
    expect(new Uint8Array(await http.getArrayBuffer('/img'))).toEqual(new Uint8Array(png))
  })

  test('non-OK: HTTP status code with status and body [spec 8.44]', async () => {
    server = await startTestServer(() => ({ status: 404, body: 'no such thing' }))
    const http = new HttpClient({ baseUrl: server.url })
    const error = await http.get('/missing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).shortMessage).toBe('HTTP status code: 404')
    expect((error as HttpRequestError).status).toBe(404)
    expect((error as HttpRequestError).body).toBe('no such thing')
    expect(server.requests).toHaveLength(1)
  })

  test('retries 3 times on retryable statuses, doubling from 150 ms', async () => {
    server = await startTestServer(() => ({ status: 503, body: 'busy' }))
    const delays: number[] = []
    const http = new HttpClient({
      baseUrl: server.url,
      retry: { ...noWait, onRetry: ({ delayMs }) => delays.push(delayMs) },
    })
    await expect(http.get('/x')).rejects.toThrow('HTTP status code: 503')
    expect(server.requests).toHaveLength(4)
    expect(delays).toEqual([150, 300, 600])
  })

  test('each retryable status is retried, others are not [spec 8.47]', async () => {
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
      server = await startTestServer((_req, i) => (i === 0 ? { status } : { body: { ok: true } }))
      const http = new HttpClient({ baseUrl: server.url, retry: noWait })
      expect(await http.get('/x')).toEqual({ ok: true })
      expect(server.requests).toHaveLength(2)
      await server.close()
    }
    server = await startTestServer(() => ({ status: 400 }))
    await expect(new HttpClient({ baseUrl: server.url, retry: noWait }).get('/x')).rejects.toThrow('400')
    expect(server.requests).toHaveLength(1)
  })

  test('honours Retry-After in seconds and as an HTTP-date [spec 8.47]', async () => {
    const date = new Date(Date.now() + 5_000).toUTCString()
    server = await startTestServer((_req, i) =>
      i === 0
        ? { status: 429, headers: { 'retry-after': '2' } }
        : i === 1
          ? { status: 503, headers: { 'retry-after': date } }
          : { body: { ok: 1 } },
    )
    const delays: number[] = []
    const http = new HttpClient({
      baseUrl: server.url,
      retry: { ...noWait, onRetry: ({ delayMs }) => delays.push(delayMs) },
    })
    expect(await http.get('/x')).toEqual({ ok: 1 })
    expect(delays[0]).toBe(2000)
    expect(delays[1]).toBeGreaterThan(2_500)
    expect(delays[1]).toBeLessThanOrEqual(5_000)
  })

  test('timeout aborts with "Something went wrong" [spec 8.26]', async () => {
    server = await startTestServer(() => ({ hang: true }))
    const http = new HttpClient({ baseUrl: server.url, timeoutMs: 50, retry: false })
    const error = await http.get('/slow').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect((error as RequestTimeoutError).shortMessage).toBe('Something went wrong')
  })

  test('caller abort gives "Request was aborted", also before sending and during a retry wait [spec 8.22]', async () => {
    server = await startTestServer((req) => (req.url.pathname === '/busy' ? { status: 503 } : { hang: true }))
    const http = new HttpClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = http.get('/slow', { signal: controller.signal })
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1))
    controller.abort()
    await expect(pending).rejects.toThrow(RequestAbortedError)
    await expect(pending).rejects.toThrow('Request was aborted')
    await expect(http.get('/slow', { signal: controller.signal })).rejects.toThrow('Request was aborted')

    const waiting = new AbortController()
    const retried = http.get('/busy', { signal: waiting.signal })
    await vi.waitFor(() => expect(server?.requests.filter((r) => r.url.pathname === '/busy')).toHaveLength(1))
    waiting.abort()
    await expect(retried).rejects.toThrow('Request was aborted')
  })

  test('the default timeout is 10 s', async () => {
    vi.useFakeTimers()
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    const http = new HttpClient({ baseUrl: 'http://127.0.0.1:1', fetch, retry: false })
    expect(http.timeoutMs).toBe(10_000)
    const result = http.get('/x').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(9_999)
    let settled = false
    void result.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBeInstanceOf(RequestTimeoutError)
  })

  test('an abort from elsewhere (not the caller, not the timeout) is "Something went wrong" [spec 8.26]', async () => {
    const fetch = async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    }
    const http = new HttpClient({ baseUrl: 'http://127.0.0.1:1', fetch, retry: false })
    const error = await http.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestInterruptedError)
    expect((error as RequestInterruptedError).shortMessage).toBe('Something went wrong')
  })

  test('connection failure is an HttpNetworkError, not retried', async () => {
    server = await startTestServer(() => ({}))
    const url = server.url
    await server.close()
    server = undefined
    const http = new HttpClient({ baseUrl: url })
    const error = await http.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpNetworkError)
    expect((error as HttpNetworkError).shortMessage).toBe('Unknown error')
  })

  test('absolute URLs and empty bodies', async () => {
    server = await startTestServer(() => ({ status: 204 }))
    const http = new HttpClient({ baseUrl: 'http://127.0.0.1:1/unused' })
    expect(await http.delete(`${server.url}/thing`)).toBeUndefined()
    expect(http.url('a', { n: null })).toBe('http://127.0.0.1:1/unused/a')
  })
})

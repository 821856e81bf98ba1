import { afterEach, describe, expect, test, vi } from 'vitest'
import { HttpRequestError } from '../errors/http'
import { InternalRpcError, LimitExceededRpcError, UserRejectedRequestError } from '../errors/rpcClasses'
import { abortableSleep, isRetryableError, parseRetryAfter, retryDelay, withRetry } from './retry'

afterEach(() => {
  vi.useRealTimers()
})

describe('retry policy', () => {
  test('retryable errors [spec 8.47]', () => {
    expect(isRetryableError(new HttpRequestError({ status: 429, body: '', url: 'u' }))).toBe(true)
    expect(isRetryableError(new HttpRequestError({ status: 404, body: '', url: 'u' }))).toBe(false)
    expect(isRetryableError(new LimitExceededRpcError())).toBe(true)
    expect(isRetryableError(new InternalRpcError())).toBe(true)
    expect(isRetryableError({ code: -1 })).toBe(true)
    expect(isRetryableError(new UserRejectedRequestError())).toBe(false)
    expect(isRetryableError(new Error('x'))).toBe(false)
  })

  test('Retry-After parsing [spec 8.47]', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter('1.5', now)).toBe(1500)
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:07 GMT', now)).toBe(7000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })

  test('delays double from 150 ms unless Retry-After says otherwise', () => {
    const plain = new HttpRequestError({ status: 503, body: '', url: 'u' })
    expect([1, 2, 3].map((a) => retryDelay(plain, a))).toEqual([150, 300, 600])
    const withHeader = new HttpRequestError({
      status: 503,
      body: '',
      url: 'u',
      headers: new Headers({ 'retry-after': '4' }),
    })
    expect(retryDelay(withHeader, 1)).toBe(4000)
  })

  test('withRetry: succeeds after failures, gives up after 3 retries, waits with real timers', async () => {
    vi.useFakeTimers()
    let calls = 0
    const pending = withRetry(async () => {
      calls++
      if (calls < 3) throw new InternalRpcError()
      return 'ok'
    })
    await vi.advanceTimersByTimeAsync(149)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(300)
    expect(await pending).toBe('ok')
    vi.useRealTimers()

    let tries = 0
    await expect(
      withRetry(
        async () => {
          tries++
          throw new LimitExceededRpcError()
        },
        { sleep: async () => {} },
      ),
    ).rejects.toBeInstanceOf(LimitExceededRpcError)
    expect(tries).toBe(4)
  })

  test('abortable sleep', async () => {
    const controller = new AbortController()
    controller.abort('gone')
    await expect(abortableSleep(10, controller.signal)).rejects.toBe('gone')
    await expect(abortableSleep(0)).resolves.toBeUndefined()
  })
})

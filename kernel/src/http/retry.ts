import { BaseError } from '../errors/base'
import { HttpRequestError, RequestAbortedError } from '../errors/http'
import { RETRY_BASE_DELAY_MS, RETRY_COUNT } from '../format/constants'

/** HTTP statuses worth retrying: 403, 408, 413, 429, 500, 502, 503, 504. */
export const RETRYABLE_HTTP_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]
/** JSON-RPC error codes worth retrying: -1, -32005 (limit exceeded), -32603 (internal). */
export const RETRYABLE_RPC_CODES: readonly number[] = [-1, -32005, -32603]

/** How retries happen. */
export type RetryOptions = {
  /** Retries after the first attempt; default 3. */
  count?: number
  /** Delay before the first retry, doubling each time; default 150 ms. */
  baseDelayMs?: number
  /** Which errors are retried; default `isRetryableError`. */
  shouldRetry?: (error: unknown) => boolean
  /** Waits between attempts; default a timer that the signal cancels. Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Called before each retry with the attempt number (1-based), the delay and the error. */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void
}

/** True for the errors the spec retries: HTTP 403/408/413/429/500/502/503/504 and RPC codes -1/-32005/-32603. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof HttpRequestError) return RETRYABLE_HTTP_STATUSES.includes(error.status)
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number') {
    return RETRYABLE_RPC_CODES.includes(error.code)
  }
  return false
}

/**
 * Milliseconds a Retry-After header asks to wait: delta-seconds or an HTTP-date (relative to
 * `now`); undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

/** A timer-based wait that rejects with the signal's reason when aborted. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** The delay before retry number `attempt` (1-based): Retry-After when the error carries one, else base × 2^(attempt-1). */
export function retryDelay(error: unknown, attempt: number, baseDelayMs = RETRY_BASE_DELAY_MS): number {
  if (error instanceof HttpRequestError) {
    const after = parseRetryAfter(error.headers.get('retry-after'))
    if (after !== undefined) return after
  }
  return baseDelayMs * 2 ** (attempt - 1)
}

/**
 * Runs `fn`, retrying per the policy (3 retries, 150 ms doubling, Retry-After honoured). A caller
 * abort during a wait rejects with 'Request was aborted'.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  options: RetryOptions & { signal?: AbortSignal; url?: string } = {},
): Promise<T> {
  const count = options.count ?? RETRY_COUNT
  const shouldRetry = options.shouldRetry ?? isRetryableError
  const sleep = options.sleep ?? abortableSleep
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn()
    } catch (error) {
      if (attempt > count || !shouldRetry(error)) throw error
      const delayMs = retryDelay(error, attempt, options.baseDelayMs)
      options.onRetry?.({ attempt, delayMs, error })
      try {
        await sleep(delayMs, options.signal)
      } catch (abortReason) {
        if (abortReason instanceof BaseError) throw abortReason
        throw new RequestAbortedError({ url: options.url ?? '', cause: abortReason })
      }
    }
  }
}

// The HTTP transport of the plugin's Solana RPC: @solana/kit's own (its bigint-safe JSON, request
// coalescing), held to the spec's numbers — every attempt ends after the HTTP timeout (§9: 10 s) and
// failures are retried by the kernel's policy (§8, §9: 3 retries, 150 ms doubling, Retry-After honoured,
// on HTTP 403, 408, 413, 429, 500, 502, 503, 504 and RPC codes -1, -32005, -32603).
import { CONSTANTS, HttpRequestError, RequestAbortedError, RequestTimeoutError } from '@airlock/kernel'
import { isRetryableError, type RetryOptions, withRetry } from '@airlock/kernel/retry'
import {
  createDefaultRpcTransport,
  isSolanaError,
  type RpcTransport,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
} from '@solana/kit'

/** How the transport times out and retries. */
export interface SolanaTransportOptions {
  /** Milliseconds one attempt may take; default the spec's HTTP timeout (10 s). */
  timeoutMs?: number
  /** Retry policy; default the kernel's (the spec's). */
  retry?: Pick<RetryOptions, 'count' | 'baseDelayMs'>
}

/** An answer carrying a retryable RPC error: thrown to be retried, returned as it is once retries run out. */
class RetryableAnswer {
  constructor(
    readonly code: number,
    readonly response: unknown,
  ) {}
}

function rpcErrorCode(response: unknown): number | undefined {
  const first = Array.isArray(response) ? response.find((r) => r?.error) : response
  const code = (first as { error?: { code?: unknown } } | null)?.error?.code
  // kit parses every integer of an answer as a bigint, the error code too.
  return typeof code === 'number' || typeof code === 'bigint' ? Number(code) : undefined
}

/**
 * A kit `RpcTransport` for `url` with the spec's timeout and retries. A timeout is `RequestTimeoutError`,
 * a non-OK HTTP answer `HttpRequestError` (after its retries), the caller's abort `RequestAbortedError`;
 * an RPC error answer that is still retryable after the last retry is returned to kit unchanged.
 *
 * @example
 * const rpc = createSolanaRpcFromTransport(createSolanaTransport('http://127.0.0.1:8899'))
 */
export function createSolanaTransport(url: string, options: SolanaTransportOptions = {}): RpcTransport {
  const inner = createDefaultRpcTransport({ url })
  const timeoutMs = options.timeoutMs ?? CONSTANTS.HTTP_TIMEOUT_MS

  async function attempt(payload: unknown, caller: AbortSignal | undefined): Promise<unknown> {
    if (caller?.aborted) throw new RequestAbortedError({ url, cause: caller.reason })
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort(caller?.reason)
    caller?.addEventListener('abort', onAbort, { once: true })
    try {
      const response = await inner({ payload, signal: controller.signal })
      const code = rpcErrorCode(response)
      if (code !== undefined && isRetryableError({ code })) throw new RetryableAnswer(code, response)
      return response
    } catch (error) {
      if (error instanceof RetryableAnswer) throw error
      if (timedOut) throw new RequestTimeoutError({ url, timeoutMs })
      if (caller?.aborted) throw new RequestAbortedError({ url, cause: caller.reason })
      if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
        const { statusCode, headers } = error.context
        throw new HttpRequestError({ status: statusCode, body: '', url, headers: new Headers(headers) })
      }
      throw error
    } finally {
      clearTimeout(timer)
      caller?.removeEventListener('abort', onAbort)
    }
  }

  return (async ({ payload, signal }) => {
    try {
      return await withRetry(() => attempt(payload, signal), {
        ...options.retry,
        url,
        ...(signal ? { signal } : {}),
      })
    } catch (error) {
      if (error instanceof RetryableAnswer) return error.response
      throw error
    }
  }) as RpcTransport
}

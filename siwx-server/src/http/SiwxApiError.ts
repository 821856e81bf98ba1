import type { SiwxApiErrorCode } from '@airlock/siwx/protocol'

/** The HTTP status each error code is answered with. */
export const ERROR_STATUS: Record<SiwxApiErrorCode, number> = {
  BAD_REQUEST: 400,
  TOO_LARGE: 413,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ORIGIN_NOT_ALLOWED: 403,
  RATE_LIMITED: 429,
  INVALID_MESSAGE: 400,
  DOMAIN_MISMATCH: 401,
  URI_MISMATCH: 401,
  CHAIN_NOT_SUPPORTED: 401,
  CHAIN_MISMATCH: 401,
  NONCE_UNKNOWN: 401,
  NONCE_USED: 401,
  NONCE_EXPIRED: 401,
  MESSAGE_EXPIRED: 401,
  MESSAGE_NOT_YET_VALID: 401,
  ISSUED_AT_IN_FUTURE: 401,
  INVALID_SIGNATURE: 401,
  VERIFIER_UNAVAILABLE: 503,
  UNAUTHENTICATED: 401,
  SESSION_NOT_FOUND: 404,
  REVOKE_FORBIDDEN: 403,
  INTERNAL: 500,
}

/** A refusal answered as `{ error: { code, message, retryAfterSeconds? } }` with the code's status. */
export class SiwxApiError extends Error {
  override name = 'SiwxApiError'
  constructor(
    readonly code: SiwxApiErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }

  /** The HTTP status of this error's code. */
  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

/** JSON answer with no caching. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** The answer for an error: a SiwxApiError as itself, anything else as 500 'An error occurred'. */
export function errorResponse(error: unknown, headers: Record<string, string> = {}): Response {
  const known = error instanceof SiwxApiError ? error : new SiwxApiError('INTERNAL', 'An error occurred')
  const retry = known.retryAfterSeconds
  return jsonResponse(
    known.status,
    {
      error: {
        code: known.code,
        message: known.message,
        ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
      },
    },
    { ...headers, ...(retry !== undefined ? { 'retry-after': String(retry) } : {}) },
  )
}

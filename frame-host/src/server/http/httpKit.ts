import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'

/** An error answered as `{error: {message, code, retryAfterSeconds?, …extra}}` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly retryAfterSeconds?: number,
    /** More fields of the error body (e.g. `attemptsLeft`). */
    readonly extra: Readonly<Record<string, number | string>> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const MAX_BODY_BYTES = 64 * 1024

/** Reads a JSON body (at most 64 KiB) and validates it; bad input becomes a 400/413 ApiError. */
export async function readBody<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_BODY_BYTES) throw new ApiError(413, 'Request body too large', 'TOO_LARGE')
      chunks.push(chunk as Buffer)
    }
  } catch (error) {
    // The client went away or was cut off (request timeout) mid-body: its failure, not the server's.
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 'The request body did not arrive', 'BAD_REQUEST')
  }
  let raw: unknown
  try {
    raw = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON', 'BAD_REQUEST')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new ApiError(400, `Invalid request: ${where}${issue?.message ?? 'bad body'}`, 'BAD_REQUEST')
  }
  return parsed.data
}

/**
 * Headers on every API answer: no MIME sniffing (a JSON answer is never run as script or style), no
 * reading by other sites' pages (`no-cors` loads included), no referrer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
}

/** Writes a JSON answer with no-store caching and {@link API_SECURITY_HEADERS}. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...API_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(JSON.stringify(body))
}

/** Writes an ApiError (or a generic 500 for anything else) as JSON. */
export function sendError(res: ServerResponse, error: unknown, headers: Record<string, string> = {}) {
  if (error instanceof ApiError) {
    const retry = error.retryAfterSeconds
    sendJson(
      res,
      error.status,
      {
        error: {
          message: error.message,
          code: error.code,
          ...error.extra,
          ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
        },
      },
      { ...headers, ...(retry !== undefined ? { 'retry-after': String(retry) } : {}) },
    )
    return
  }
  sendJson(res, 500, { error: { message: 'An error occurred', code: 'INTERNAL' } }, headers)
}

/** The value of cookie `name` in the request, if any. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

import type { IncomingMessage } from 'node:http'

/** What a route answers: a status, a body (JSON unless `raw`), and extra headers. */
export interface Reply {
  status: number
  body?: unknown
  /** Send this text/bytes as is, with `contentType`. */
  raw?: string | Uint8Array
  contentType?: string
  headers?: Record<string, string>
}

/** A request as routes see it: parsed URL, path params, and the JSON body (POST/PUT). */
export interface RouteContext {
  req: IncomingMessage
  url: URL
  params: Record<string, string>
  body: unknown
  /** The raw request body as text ('' for GET/HEAD), for routes that take text (Esplora's POST /tx). */
  text?: string
  /** The project id the request was authorised for (undefined on control routes). */
  projectId: string | undefined
}

/** A route handler. */
export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>

/** An error that becomes an HTTP answer `{message, reasons: [{description}]}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A 200 (or given status) JSON reply. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Reply {
  return { status, body, headers }
}

/** The error body every service uses: a message and the spec's `reasons` list. */
export function errorBody(message: string) {
  return { message, reasons: [{ description: message }] }
}

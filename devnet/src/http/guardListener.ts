import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'

/**
 * Wraps a request listener so that no request can take the process down: a request target that is not
 * a URL (`GET //[ HTTP/1.1`, `GET //a:99999/`) is answered 400 before the listener runs; anything the
 * listener throws, or rejects with when it is async, is answered 400 (a URIError from bad
 * percent-encoding) or 500, or ends the connection when the answer has already started.
 * @example
 * createServer(guardListener((req, res) => res.end(new URL(req.url!, 'http://x').pathname)))
 */
export function guardListener(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!URL.canParse(req.url ?? '/', 'http://127.0.0.1')) return fail(res, 400, 'Bad request target')
    const failed = (error: unknown) =>
      fail(res, error instanceof URIError ? 400 : 500, error instanceof URIError ? 'Bad request' : 'Error')
    try {
      const result = listener(req, res) as unknown
      if (result instanceof Promise) result.catch(failed)
    } catch (error) {
      failed(error)
    }
  }
}

function fail(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent || res.writableEnded) {
    res.destroy()
    return
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
  res.end(message)
}

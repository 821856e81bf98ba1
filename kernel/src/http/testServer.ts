// Test support (not exported): a real node:http server on 127.0.0.1 that records requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as the test server saw it. */
export type RecordedRequest = { method: string; url: URL; headers: IncomingMessage['headers']; body: string }

/** What a handler answers; `hang: true` never answers (for timeouts). */
export type TestReply = {
  status?: number
  headers?: Record<string, string>
  body?: string | Buffer | object
  hang?: boolean
}

/** A started test server. */
export type TestServer = {
  url: string
  requests: RecordedRequest[]
  close: () => Promise<void>
}

/** Starts a server on a free loopback port; `handler` answers each request. */
export async function startTestServer(
  handler: (req: RecordedRequest, index: number) => TestReply | Promise<TestReply>,
): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const open = new Set<ServerResponse>()
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    }
    requests.push(recorded)
    const reply = await handler(recorded, requests.length - 1)
    if (reply.hang) {
      open.add(res)
      return
    }
    const body = reply.body
    const payload =
      body === undefined
        ? ''
        : typeof body === 'string' || Buffer.isBuffer(body)
          ? body
          : JSON.stringify(body)
    res.writeHead(reply.status ?? 200, {
      'content-type': typeof body === 'object' && !Buffer.isBuffer(body) ? 'application/json' : 'text/plain',
      ...reply.headers,
    })
    res.end(payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

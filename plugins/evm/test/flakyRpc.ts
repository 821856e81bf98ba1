// A JSON-RPC proxy on 127.0.0.1 in front of anvil that fails the first N requests in a chosen way.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the proxy fails a request. */
export type Failure = { status: number; retryAfter?: string } | { rpcCode: number }

/** A running flaky proxy: its URL, how many requests it saw, and a stopper. */
export interface FlakyRpc {
  url: string
  readonly seen: number
  stop(): Promise<void>
}

/** Starts a proxy to `target` that answers the first `failures.length` requests with those failures. */
export async function startFlakyRpc(target: string, failures: Failure[]): Promise<FlakyRpc> {
  let seen = 0
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const failure = failures[seen++]
    if (failure && 'status' in failure) {
      res.writeHead(failure.status, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {})
      res.end('unavailable')
      return
    }
    if (failure) {
      const request = JSON.parse(body) as { id: number } | { id: number }[]
      const fail = ({ id }: { id: number }) => ({
        jsonrpc: '2.0',
        id,
        error: { code: failure.rpcCode, message: 'flaky' },
      })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(request) ? request.map(fail) : fail(request)))
      return
    }
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get seen() {
      return seen
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// The plugin's Solana RPC (createClients) against the devnet's litesvm node behind a real HTTP front on a
// free loopback port that fails, stalls or forwards as each test scripts it: the spec's retry (§8: HTTP 403,
// 408, 413, 429, 500, 502, 503, 504 and RPC codes -1, -32005, -32603; Retry-After honoured; §9: 3 retries
// from 150 ms doubling) and its 10 s HTTP timeout (§9).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpRequestError, RequestAbortedError, RequestTimeoutError } from '@airlock/kernel'
import { isSolanaError } from '@solana/kit'
import { afterEach, expect, inject, test } from 'vitest'
import { solanaNetwork } from '../networks/networks'
import { createClients } from './clients'

const nodeUrl = inject('solanaRpcUrl')

/** What the front does with one request: forward it to the node, answer it, or never answer. */
type Step =
  | { forward: true }
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { hang: true }

interface Front {
  url: string
  /** When each request arrived (ms, performance.now()). */
  arrivals: number[]
  close(): Promise<void>
}

const fronts: Front[] = []
afterEach(async () => {
  await Promise.all(fronts.splice(0).map((f) => f.close()))
})

/** Starts the front; request i gets script(i, its JSON-RPC id). */
async function startFront(script: (index: number, id: unknown) => Step): Promise<Front> {
  const arrivals: number[] = []
  const open = new Set<ServerResponse>()
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    open.add(res)
    res.on('close', () => open.delete(res))
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    arrivals.push(performance.now())
    const step = script(arrivals.length - 1, (JSON.parse(body) as { id?: unknown }).id)
    if ('hang' in step) return
    if ('forward' in step) {
      const answer = await fetch(nodeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
      return
    }
    res
      .writeHead(step.status, { 'content-type': 'application/json', ...step.headers })
      .end(step.body === undefined ? '' : JSON.stringify(step.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const front: Front = {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy()
        server.close(() => resolve())
      }),
  }
  fronts.push(front)
  return front
}

const rpcOf = (front: Front) =>
  createClients(
    solanaNetwork({
      name: 'Front',
      genesisHash: 'HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1zqqY8cNszC8F',
      rpcUrl: front.url,
    }),
  ).rpc

const gaps = (arrivals: number[]) => arrivals.slice(1).map((t, i) => t - (arrivals[i] ?? 0))

test('[spec 8.47] [spec 9.21] HTTP 503, 429 and 502 are retried, 150 ms doubling, and the node answers the fourth try', async () => {
  const failures = [503, 429, 502]
  const front = await startFront((i) =>
    i < failures.length ? { status: failures[i] ?? 500 } : { forward: true },
  )
  const slot = await rpcOf(front).getSlot().send()
  expect(typeof slot).toBe('bigint')
  expect(front.arrivals).toHaveLength(4)
  const [first, second, third] = gaps(front.arrivals)
  expect(first).toBeGreaterThanOrEqual(140)
  expect(second).toBeGreaterThanOrEqual(290)
  expect(third).toBeGreaterThanOrEqual(590)
})

test('[spec 9.21] after 3 retries the HTTP failure is thrown as HttpRequestError; a 400 is not retried', async () => {
  const always500 = await startFront(() => ({ status: 500 }))
  const error = await rpcOf(always500)
    .getSlot()
    .send()
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(HttpRequestError)
  expect((error as HttpRequestError).status).toBe(500)
  expect(always500.arrivals).toHaveLength(4)

  const bad = await startFront(() => ({ status: 400 }))
  const refused = await rpcOf(bad)
    .getSlot()
    .send()
    .catch((e: unknown) => e)
  expect((refused as HttpRequestError).status).toBe(400)
  expect(bad.arrivals).toHaveLength(1)
})

test('[spec 8.47] Retry-After is honoured: a 429 asking for 1 s is retried after 1 s, not 150 ms', async () => {
  const front = await startFront((i) =>
    i === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { forward: true },
  )
  await rpcOf(front).getSlot().send()
  expect(front.arrivals).toHaveLength(2)
  expect(gaps(front.arrivals)[0]).toBeGreaterThanOrEqual(990)
})

test('[spec 8.47] RPC codes -32005 and -32603 are retried; -32602 is not (kit reports it)', async () => {
  const codes = [-32005, -32603]
  const front = await startFront((i, id) =>
    i < codes.length
      ? { status: 200, body: { jsonrpc: '2.0', id, error: { code: codes[i], message: 'busy' } } }
      : { forward: true },
  )
  expect(typeof (await rpcOf(front).getSlot().send())).toBe('bigint')
  expect(front.arrivals).toHaveLength(3)

  const invalid = await startFront((_i, id) => ({
    status: 200,
    body: { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } },
  }))
  const error = await rpcOf(invalid)
    .getSlot()
    .send()
    .catch((e: unknown) => e)
  expect(isSolanaError(error)).toBe(true)
  expect(invalid.arrivals).toHaveLength(1)
})

test('[spec 9.22] a node that stalls fails after the 10 s HTTP timeout with RequestTimeoutError', async () => {
  const front = await startFront(() => ({ hang: true }))
  const started = performance.now()
  const error = await rpcOf(front)
    .getSlot()
    .send()
    .catch((e: unknown) => e)
  const elapsed = performance.now() - started
  expect(error).toBeInstanceOf(RequestTimeoutError)
  expect((error as RequestTimeoutError).timeoutMs).toBe(10_000)
  expect(elapsed).toBeGreaterThanOrEqual(9_900)
  expect(elapsed).toBeLessThan(20_000)
  expect(front.arrivals).toHaveLength(1)
})

test("the caller's abort ends a stalled call at once with RequestAbortedError", async () => {
  const front = await startFront(() => ({ hang: true }))
  const controller = new AbortController()
  const pending = rpcOf(front)
    .getSlot()
    .send({ abortSignal: controller.signal })
    .catch((e: unknown) => e)
  await expect.poll(() => front.arrivals.length).toBe(1)
  controller.abort()
  expect(await pending).toBeInstanceOf(RequestAbortedError)
})

import { afterEach, describe, expect, test } from 'vitest'
import { HttpRequestError, RequestAbortedError } from '../errors/http'
import {
  ExecutionRevertedError,
  InternalRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  UserRejectedRequestError,
} from '../errors/rpcClasses'
import { type RecordedRequest, startTestServer, type TestReply, type TestServer } from '../http/testServer'
import { JsonRpcClient } from './JsonRpcClient'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

type Call = { id: number; method: string; params?: unknown[] }
const noWait = { sleep: async () => {} }

/** A small JSON-RPC server: eth_chainId, echo, failing methods; counts bodies. */
function rpcServer(answer?: (call: Call) => object | undefined) {
  return (req: RecordedRequest): TestReply => {
    const body = JSON.parse(req.body) as Call | Call[]
    const reply = (call: Call) => {
      const custom = answer?.(call)
      if (custom) return { jsonrpc: '2.0', id: call.id, ...custom }
      if (call.method === 'eth_chainId') return { jsonrpc: '2.0', id: call.id, result: '0x7a69' }
      if (call.method === 'echo') return { jsonrpc: '2.0', id: call.id, result: call.params?.[0] }
      return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `no ${call.method}` } }
    }
    return { body: Array.isArray(body) ? body.map(reply) : reply(body) }
  }
}

const bodies = (s: TestServer) => s.requests.map((r) => JSON.parse(r.body) as Call | Call[])

describe('JsonRpcClient against a real server', () => {
  test('a single call is sent alone and answered', async () => {
    server = await startTestServer(rpcServer())
    const rpc = new JsonRpcClient({ url: server.url })
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(bodies(server)[0]).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  })

  test('calls of the same tick go as one batch; results matched by id [spec 7.27]', async () => {
    server = await startTestServer(rpcServer())
    const rpc = new JsonRpcClient({ url: server.url })
    const results = await Promise.all([1, 2, 3].map((n) => rpc.request({ method: 'echo', params: [n] })))
    expect(results).toEqual([1, 2, 3])
    expect(server.requests).toHaveLength(1)
    expect((bodies(server)[0] as Call[]).map((c) => c.params)).toEqual([[1], [2], [3]])
  })

  test('more than the batch size is split (default 1000) [spec 7.27, 9.23]', async () => {
    server = await startTestServer(rpcServer())
    const rpc = new JsonRpcClient({ url: server.url })
    expect(rpc.batchSize).toBe(1000)
    const results = await Promise.all(
      Array.from({ length: 2500 }, (_, n) => rpc.request({ method: 'echo', params: [n] })),
    )
    expect(results[2499]).toBe(2499)
    expect(bodies(server).map((b) => (Array.isArray(b) ? b.length : 1))).toEqual([1000, 1000, 500])
  })

  test('errors map to the RPC error classes', async () => {
    server = await startTestServer(
      rpcServer((c) =>
        c.method === 'eth_call'
          ? { error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }
          : c.method === 'eth_sendTransaction'
            ? { error: { code: 5000, message: 'User disapproved' } }
            : undefined,
      ),
    )
    const rpc = new JsonRpcClient({ url: server.url, retry: false })
    const [call, send, missing] = await Promise.allSettled([
      rpc.request({ method: 'eth_call' }),
      rpc.request({ method: 'eth_sendTransaction' }),
      rpc.request({ method: 'nope' }),
    ])
    expect(call.status === 'rejected' && call.reason).toBeInstanceOf(ExecutionRevertedError)
    expect(call.status === 'rejected' && (call.reason as ExecutionRevertedError).data).toBe('0x08c379a0')
    expect(send.status === 'rejected' && send.reason).toBeInstanceOf(UserRejectedRequestError)
    expect(missing.status === 'rejected' && missing.reason).toBeInstanceOf(MethodNotFoundRpcError)
  })

  test('retries RPC codes -32005 and -32603, not others [spec 8.47]', async () => {
    let failures = 2
    server = await startTestServer(
      rpcServer((c) => {
        if (c.method === 'flaky' && failures-- > 0)
          return { error: { code: -32005, message: 'rate limited' } }
        if (c.method === 'flaky') return { result: 'finally' }
        if (c.method === 'broken') return { error: { code: -32603, message: 'internal' } }
        return undefined
      }),
    )
    const rpc = new JsonRpcClient({ url: server.url, retry: noWait })
    expect(await rpc.request({ method: 'flaky' })).toBe('finally')
    expect(server.requests).toHaveLength(3)
    await expect(rpc.request({ method: 'broken' })).rejects.toBeInstanceOf(InternalRpcError)
    expect(server.requests).toHaveLength(7)
    await expect(rpc.request({ method: 'nope' })).rejects.toBeInstanceOf(MethodNotFoundRpcError)
    expect(server.requests).toHaveLength(8)
    const limited = new JsonRpcClient({ url: server.url, retry: { ...noWait, count: 0 } })
    failures = 1
    await expect(limited.request({ method: 'flaky' })).rejects.toBeInstanceOf(LimitExceededRpcError)
  })

  test('HTTP failures are retried by status and surface as HttpRequestError', async () => {
    server = await startTestServer((req, i) => (i < 2 ? { status: 502 } : rpcServer()(req)))
    const rpc = new JsonRpcClient({ url: server.url, retry: noWait })
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await server.close()
    server = await startTestServer(() => ({ status: 400, body: 'bad' }))
    const failing = new JsonRpcClient({ url: server.url, retry: noWait })
    await expect(failing.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(HttpRequestError)
  })

  test('batch-level error and missing responses', async () => {
    server = await startTestServer((req) =>
      JSON.parse(req.body).method === 'whole'
        ? { body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'bad batch' } } }
        : { body: [] },
    )
    const rpc = new JsonRpcClient({ url: server.url, retry: false })
    await expect(rpc.request({ method: 'whole' })).rejects.toThrow('JSON is not a valid request object.')
    await expect(rpc.request({ method: 'lost' })).rejects.toThrow('An internal error was received.')
  })

  test('aborting open requests skips safe read methods', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server = await startTestServer(async (req) => {
      await gate
      return rpcServer((c) => (c.method === 'personal_sign' ? { result: '0xsig' } : undefined))(req)
    })
    const rpc = new JsonRpcClient({ url: server.url, retry: false, keepOnAbort: (m) => m === 'eth_chainId' })
    const read = rpc.request({ method: 'eth_chainId' })
    const sign = rpc.request({ method: 'personal_sign', params: ['0x00', '0x01'] })
    expect(rpc.openRequestCount).toBe(2)
    expect(rpc.abortOpenRequests()).toBe(1)
    await expect(sign).rejects.toBeInstanceOf(RequestAbortedError)
    release()
    expect(await read).toBe('0x7a69')
    expect(rpc.openRequestCount).toBe(0)
  })

  test('without keepOnAbort every open call is aborted', async () => {
    server = await startTestServer(() => ({ hang: true }))
    const rpc = new JsonRpcClient({ url: server.url, retry: false })
    const read = rpc.request({ method: 'eth_chainId' })
    expect(rpc.abortOpenRequests()).toBe(1)
    await expect(read).rejects.toBeInstanceOf(RequestAbortedError)
  })

  test('a caller signal aborts one request', async () => {
    server = await startTestServer(() => ({ hang: true }))
    const rpc = new JsonRpcClient({ url: server.url, retry: false })
    const controller = new AbortController()
    const pending = rpc.request({ method: 'eth_chainId' }, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow('Request was aborted')
    await expect(rpc.request({ method: 'eth_chainId' }, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
  })

  test('works with a proxy URL carrying a query', async () => {
    server = await startTestServer(rpcServer())
    const rpc = new JsonRpcClient({ url: `${server.url}/v1/?chainId=eip155:1&projectId=p1` })
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(server.requests[0]!.url.pathname).toBe('/v1/')
    expect(server.requests[0]!.url.searchParams.get('projectId')).toBe('p1')
  })
})

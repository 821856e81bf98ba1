// The EVM adapter's reads through the devnet's RPC proxy stand-in (spec §7: GET to its v1 path with
// chainId and projectId, for the chains it lists): the requests the page sends, what they answer, and the
// spec's retry on them, through a real front on a free loopback port.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import { createPublicClient, http } from 'viem'
import { getBalance, getBlockNumber } from 'viem/actions'
import { afterEach, expect, inject, test, vi } from 'vitest'
import { createEvmAdapter } from './adapter/createEvmAdapter'
import { parseEvmOptions } from './options'

const rpcUrls = inject('rpcUrls')
const apiUrl = inject('apiUrl')
const projectId = inject('projectId')
const chains = [31337, 31338].map((id) => devnetChain(id, rpcUrls[id] ?? ''))
const address = DEVNET_ACCOUNTS[9]!.address

afterEach(() => {
  vi.restoreAllMocks()
})

/** Records every request the page's fetch sends (method and URL), passing it through. */
function recordFetch(): { method: string; url: URL }[] {
  const seen: { method: string; url: URL }[] = []
  const real = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    seen.push({ method: init?.method ?? (input instanceof Request ? input.method : 'GET'), url })
    return real(input, init)
  })
  return seen
}

const adapterVia = (proxy: string, proxyChains: number[] | undefined) =>
  createEvmAdapter(
    parseEvmOptions({ networks: chains, ...(proxyChains ? { rpcProxyChains: proxyChains } : {}) }),
    { projectId, rpcProxyUrl: proxy },
  )

test('[spec 7.26] reads on a chain the proxy lists are GETs to /v1/ with chainId and projectId, answered as the node answers', async () => {
  const adapter = adapterVia(apiUrl, [31337])
  const seen = recordFetch()
  const client = await adapter.readClient(31337)
  const balance = await getBalance(client, { address })
  const node = createPublicClient({ transport: http(rpcUrls[31337]) })
  vi.restoreAllMocks()
  expect(balance).toBe(await node.getBalance({ address }))
  const toProxy = seen.filter((r) => r.url.origin === new URL(apiUrl).origin)
  expect(toProxy.length).toBeGreaterThan(0)
  for (const { method, url } of toProxy) {
    expect(method).toBe('GET')
    expect(url.pathname).toBe('/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('projectId')).toBe(projectId)
  }
  expect(toProxy.map((r) => r.url.searchParams.get('method'))).toContain('eth_getBalance')
})

test('[spec 7.26] a chain the proxy does not list is read from its own RPC URL', async () => {
  const adapter = adapterVia(apiUrl, [31337])
  const seen = recordFetch()
  await getBlockNumber(await adapter.readClient(31338))
  vi.restoreAllMocks()
  expect(seen.some((r) => r.url.origin === new URL(apiUrl).origin)).toBe(false)
  expect(seen.some((r) => r.url.toString().startsWith(rpcUrls[31338] ?? '-'))).toBe(true)
})

test('[spec 8.47] a proxy GET answered 503 is retried and then answered', async () => {
  let seen = 0
  const front = createServer(async (req, res) => {
    seen++
    if (seen === 1) {
      res.writeHead(503).end('unavailable')
      return
    }
    const upstream = await fetch(new URL(req.url ?? '/', apiUrl))
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  try {
    const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
    const client = await adapterVia(url, [31337]).readClient(31337)
    expect(await getBlockNumber(client)).toBeGreaterThan(0n)
    expect(seen).toBe(2)
  } finally {
    await new Promise<void>((resolve) => front.close(() => resolve()))
  }
})

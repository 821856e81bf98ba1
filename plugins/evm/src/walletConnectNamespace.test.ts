// The eip155 provider over a WalletConnect session sends reads to the chain's RPC with the spec's retry
// policy (§9: 3 retries) and names a chain without an RPC URL (§8). The session side is a minimal transport
// (reads never reach it); the RPC side is a real proxy in front of the devnet's anvil.
import { DEVNET_ACCOUNTS, devnetChain } from '@airlock/devnet'
import type { SessionTransport } from '@airlock/kernel'
import { expect, inject, test } from 'vitest'
import { type Failure, startFlakyRpc } from '../test/flakyRpc'
import { toCaipNetwork } from './networks/toCaipNetwork'
import { walletConnectEip1193Provider } from './walletConnectProvider'

const anvil = inject('rpcUrls')[31337] ?? ''
const address = DEVNET_ACCOUNTS[9]!.address

function sessionTransport(): SessionTransport & { walletRequests: number } {
  const transport = {
    namespace: 'eip155',
    topic: 'test-topic',
    walletRequests: 0,
    accounts: () => [`eip155:31337:${address}`],
    chains: () => ['eip155:31337'],
    request: async () => {
      transport.walletRequests++
      throw new Error('reads must not reach the wallet')
    },
    subscribe: () => () => undefined,
  }
  return transport
}

async function balanceThrough(failures: Failure[]) {
  const rpc = await startFlakyRpc(anvil, failures)
  try {
    const transport = sessionTransport()
    const provider = walletConnectEip1193Provider(transport, [toCaipNetwork(devnetChain(31337, rpc.url))])
    const result = await provider
      .request({ method: 'eth_getBalance', params: [address, 'latest'] })
      .catch((error: unknown) => error as Error)
    return { result, seen: rpc.seen, walletRequests: transport.walletRequests }
  } finally {
    await rpc.stop()
  }
}

test('WalletConnect reads retry 3 times: the 4th request succeeds, a 4th failure surfaces after exactly 4 requests', async () => {
  const expected = await balanceThrough([])
  expect(expected.result).toMatch(/^0x[0-9a-f]+$/)
  expect(expected.seen).toBe(1)
  const three = await balanceThrough([{ status: 503 }, { rpcCode: -32603 }, { status: 429 }])
  expect(three.result).toBe(expected.result)
  expect(three.seen).toBe(4)
  const four = await balanceThrough([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }])
  expect(four.result).toBeInstanceOf(Error)
  expect(four.seen).toBe(4)
  expect(four.walletRequests).toBe(0)
})

test('a read on a chain without an RPC URL fails with the spec error', async () => {
  const chain = devnetChain(31337, 'http://127.0.0.1:1')
  const network = toCaipNetwork({ ...chain, rpcUrls: { default: { http: [] } } })
  const provider = walletConnectEip1193Provider(sessionTransport(), [network])
  await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toThrow(
    'No RPC URL found for chain eip155:31337',
  )
})

import { InvalidPluginOptionsError } from '@airlock/kernel'
import { defineChain } from 'viem'
import { arbitrum, base, mainnet, optimism, polygon, sepolia } from 'viem/chains'
import { expect, test } from 'vitest'
import { parseEvmOptions } from '../options'
import { rpcProxyUrl, toCaipNetwork } from './toCaipNetwork'

const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Scan', url: 'http://127.0.0.1:9000' } },
  testnet: true,
})

test('a viem chain becomes a CAIP network with its own RPC URLs when no project id is given', () => {
  expect(toCaipNetwork(chain)).toEqual({
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    rpcUrls: {
      default: { http: ['http://127.0.0.1:8545'] },
      chainDefault: { http: ['http://127.0.0.1:8545'] },
    },
    blockExplorers: { default: { name: 'Scan', url: 'http://127.0.0.1:9000' } },
    testnet: true,
  })
})

test('[spec 7.26] [spec 9.33] the proxy serves the fixed list of chains: a listed chain goes through it, an unlisted one keeps its own URL', () => {
  const routing = { projectId: 'p1', rpcProxyUrl: 'http://127.0.0.1:4000' }
  for (const listed of [mainnet, polygon, base, arbitrum, optimism, sepolia]) {
    expect(toCaipNetwork(listed, routing).rpcUrls.default.http).toEqual([
      `http://127.0.0.1:4000/v1/?chainId=eip155%3A${listed.id}&projectId=p1`,
    ])
  }
  expect(toCaipNetwork(chain, routing).rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  // A proxy that names its own list (self-hosted, the devnet's) serves exactly those.
  expect(toCaipNetwork(mainnet, { ...routing, proxyChains: [31337] }).rpcUrls.default.http).toEqual(
    mainnet.rpcUrls.default.http,
  )
})

test('with a project id, RPC goes through the proxy and the chain URL stays as chainDefault', () => {
  const network = toCaipNetwork(chain, {
    projectId: 'p1',
    rpcProxyUrl: 'http://127.0.0.1:4000',
    proxyChains: [31337],
  })
  expect(network.rpcUrls.default.http).toEqual([
    'http://127.0.0.1:4000/v1/?chainId=eip155%3A31337&projectId=p1',
  ])
  expect(network.rpcUrls.chainDefault?.http).toEqual(['http://127.0.0.1:8545'])
  expect(rpcProxyUrl('https://rpc.example.org/v1', 1, 'p')).toBe(
    'https://rpc.example.org/v1/?chainId=eip155%3A1&projectId=p',
  )
})

function issuesOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidPluginOptionsError) return error.issues
    throw error
  }
  throw new Error('expected an InvalidPluginOptionsError')
}

test('the options schema rejects what is not a viem chain and fills defaults', () => {
  expect(() => parseEvmOptions({ networks: [] })).toThrow(InvalidPluginOptionsError)
  const notChain = issuesOf(() => parseEvmOptions({ networks: [{ id: 1 } as never] }))
  expect(notChain.map((i) => i.path)).toEqual(['networks[0]'])
  const parsed = parseEvmOptions({ networks: [chain] })
  expect(parsed).toMatchObject({
    injected: true,
    eip6963: true,
    rpc: 'proxy',
    external: [],
    balanceCacheMs: 0,
  })
})

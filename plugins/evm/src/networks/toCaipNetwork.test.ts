import { defineChain } from 'viem'
import { expect, test } from 'vitest'
import { evmOptionsSchema } from '../options'
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

test('with a project id, RPC goes through the proxy and the chain URL stays as chainDefault', () => {
  const network = toCaipNetwork(chain, { projectId: 'p1', rpcProxyUrl: 'http://127.0.0.1:4000' })
  expect(network.rpcUrls.default.http).toEqual([
    'http://127.0.0.1:4000/v1/?chainId=eip155%3A31337&projectId=p1',
  ])
  expect(network.rpcUrls.chainDefault?.http).toEqual(['http://127.0.0.1:8545'])
  expect(rpcProxyUrl('https://rpc.example.org/v1', 1, 'p')).toBe(
    'https://rpc.example.org/v1/?chainId=eip155%3A1&projectId=p',
  )
})

test('the options schema rejects what is not a viem chain and fills defaults', () => {
  expect(() => evmOptionsSchema.parse({ networks: [] })).toThrow()
  expect(() => evmOptionsSchema.parse({ networks: [{ id: 1 }] })).toThrow('Expected a viem chain')
  const parsed = evmOptionsSchema.parse({ networks: [chain] })
  expect(parsed).toMatchObject({
    injected: true,
    eip6963: true,
    rpc: 'proxy',
    external: [],
    balanceCacheMs: 0,
  })
})

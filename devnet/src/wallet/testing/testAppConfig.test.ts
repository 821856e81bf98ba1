import { afterEach, expect, it } from 'vitest'
import { e2eConfigScript, e2eEndpointsFrom } from './openPage'
import { e2eChains, e2eEndpoints, readE2eConfig } from './testAppConfig'

afterEach(() => {
  delete (globalThis as { __AIRLOCK_E2E__?: unknown }).__AIRLOCK_E2E__
})

it('reads what e2eConfigScript injects, as chains and endpoints', () => {
  expect(() => readE2eConfig()).toThrow(/e2eConfigScript/)
  const script = e2eConfigScript({
    projectId: 'p',
    apiUrl: 'http://127.0.0.1:1',
    catalogueUrl: 'http://127.0.0.1:2',
    relayUrl: 'ws://127.0.0.1:3',
    rpcUrls: { 31337: 'http://127.0.0.1:4', 31338: 'http://127.0.0.1:5' },
  })
  new Function('window', script)(globalThis)
  const config = readE2eConfig()
  const chains = e2eChains(config)
  expect(chains.map((c) => [c.id, c.name, c.rpcUrls.default.http[0], c.testnet])).toEqual([
    [31337, 'Devnet 31337', 'http://127.0.0.1:4', true],
    [31338, 'Devnet 31338', 'http://127.0.0.1:5', true],
  ])
  expect(e2eEndpoints(config)).toEqual({
    blockchainApi: 'http://127.0.0.1:1',
    rpcProxy: 'http://127.0.0.1:1',
    walletCatalogue: 'http://127.0.0.1:2',
    analytics: 'http://127.0.0.1:2',
    relay: 'ws://127.0.0.1:3',
  })
})

it('gathers the endpoints from a provider such as vitest inject, by name', () => {
  const provided = {
    projectId: 'p',
    apiUrl: 'a',
    catalogueUrl: 'c',
    relayUrl: 'r',
    rpcUrls: { 1: 'x' },
  }
  const asked: string[] = []
  const endpoints = e2eEndpointsFrom((key) => {
    asked.push(key)
    return provided[key]
  })
  expect(endpoints).toEqual(provided)
  expect(asked.sort()).toEqual(['apiUrl', 'catalogueUrl', 'projectId', 'relayUrl', 'rpcUrls'])
})

import { describe, expect, test } from 'vitest'
import { testchainNetwork } from '../chain/testing/testchain'
import type { CaipNetwork } from '../chain/types'
import { LastNetworkRemovalError, NetworkNotFoundError } from '../errors'
import { NetworkStore } from './NetworkStore'

const evm = (id: number): CaipNetwork => ({
  id,
  name: `EVM ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  rpcUrls: { default: { http: [] } },
})

describe('NetworkStore', () => {
  test('starts on the default network (else the first) and lists namespaces', () => {
    const store = new NetworkStore([evm(1), testchainNetwork('alpha'), evm(137)])
    expect(store.activeNetwork.caipNetworkId).toBe('eip155:1')
    expect(store.namespaces).toEqual(['eip155', 'testchain'])
    expect(store.activeNamespace).toBe('eip155')
    const other = new NetworkStore([evm(1), evm(137)], evm(137))
    expect(other.activeNetwork.caipNetworkId).toBe('eip155:137')
    expect(() => new NetworkStore([])).toThrow(NetworkNotFoundError)
  })

  test("switching to an unknown network fails with 'Network not found' [spec 8.20]", () => {
    const store = new NetworkStore([evm(1)])
    expect(() => store.setActiveNetwork('eip155:5')).toThrow('Network not found')
    store.setUnsupportedChain('eip155:5')
    store.addNetwork(evm(5))
    store.addNetwork(evm(5))
    expect(store.networks).toHaveLength(2)
    expect(store.setActiveNetwork('eip155:5').id).toBe(5)
    expect(store.unsupportedChainId).toBeUndefined()
    expect(store.activeByNamespace.get('eip155')?.id).toBe(5)
  })

  test("refuses to remove the last network of a namespace ('Cannot remove last network for a namespace') [spec 5.21, 8.42]", () => {
    const store = new NetworkStore([evm(1), evm(137), testchainNetwork('alpha')])
    store.removeNetwork('eip155:1')
    expect(store.activeNetwork.caipNetworkId).toBe('eip155:137')
    expect(() => store.removeNetwork('eip155:137')).toThrow(LastNetworkRemovalError)
    expect(() => store.removeNetwork('testchain:alpha')).toThrow('Cannot remove last network for a namespace')
    expect(() => store.removeNetwork('eip155:99')).toThrow('Network not found')
  })
})

// A broken plugin is isolated (issue #30, point 6): its failure is reported (state 'failed', the
// `error` event, the development console through the logger) and the others set up; the stored
// connections of the others are restored.
import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain, testchainNetwork } from '../chain/testing/testchain'
import type { CaipNetwork, ChainAdapter } from '../chain/types'
import { PluginError } from '../errors'
import { createLogger } from '../logger'
import { definePlugin } from '../plugins/types'
import { createMemoryBackend } from '../storage'
import { createAirlock } from './createAirlock'

/** A second chain (namespace "othernet") whose plugin can be made to fail its set-up. */
function othernet(fail: boolean) {
  const network: CaipNetwork = {
    ...testchainNetwork('one'),
    caipNetworkId: 'othernet:one',
    chainNamespace: 'othernet',
  }
  const adapter: ChainAdapter = {
    namespace: 'othernet',
    networks: [network],
    address: { validate: () => true },
    connectors: [{ id: 'other-wallet', name: 'Other', type: 'EXTERNAL', namespaces: ['othernet'] }],
    connect: async () => ({ address: 'on1bob', chainId: 'one' }),
    reconnect: async () => ({ address: 'on1bob', chainId: 'one' }),
    disconnect: async () => undefined,
    getBalance: async () => ({ balance: '0', symbol: 'OTH' }),
  }
  return definePlugin({
    name: 'othernet',
    networks: [network],
    setup(ctx) {
      ctx.registerChainAdapter(adapter)
      if (fail) throw new Error('othernet set-up broke')
    },
  })
}

const broken = definePlugin({
  name: 'broken',
  setup() {
    throw new Error('kaput')
  },
})

describe('a plugin whose set-up throws', () => {
  test('leaves the others working and their stored connection restored', async () => {
    const backend = createMemoryBackend()
    const first = createAirlock(testConfig({ plugins: [testchain(), othernet(false)] }), testRuntime(backend))
    await first.ready
    await first.connect('test-wallet')
    await first.connect('other-wallet')
    expect(first.get((s) => s.connection.connectedNamespaces)).toEqual(['testchain', 'othernet'])

    // Next visit: the othernet plugin and another plugin fail their set-up.
    const sink = vi.fn()
    const logger = createLogger({ level: 'error', sink })
    const adapter = createTestchainAdapter()
    const second = createAirlock(
      testConfig({ plugins: [testchain(adapter), othernet(true), broken] }),
      testRuntime(backend, { logger }),
    )
    const reported: unknown[] = []
    second.on('error', ({ error, source }) => reported.push([source, error]))
    await second.ready
    const states = second.get((s) => s.plugins.configured.map((n) => [n, s.plugins.state(n)]))
    expect(states).toEqual([
      ['testchain', 'loaded'],
      ['othernet', 'failed'],
      ['broken', 'failed'],
    ])
    expect(second.get((s) => s.plugins.error('broken'))).toBeInstanceOf(PluginError)
    expect(reported).toEqual([
      ['othernet', second.get((s) => s.plugins.error('othernet'))],
      ['broken', second.get((s) => s.plugins.error('broken'))],
    ])
    // The development console (the logger's sink) got each failure.
    expect(sink.mock.calls.map(([entry]) => entry.message)).toEqual([
      'Plugin "othernet" failed in setup',
      'Plugin "broken" failed in setup',
    ])
    // What the failed plugin registered before throwing is undone: no othernet adapter.
    expect(second.get((s) => s.connection.namespaces)).toEqual(['testchain'])
    // The working plugin's stored connection came back without a prompt.
    expect(adapter.calls.reconnect).toBe(1)
    expect(second.getConnectionStatus()).toBe('connected')
    expect(second.get((s) => s.accountOf('testchain').address)).toBe('tc1alice')
    expect(second.get((s) => s.connection.statusOf('othernet'))).toBe('disconnected')
    // And it works: the modal opens on Account, the wallet disconnects.
    await second.open()
    expect(second.get((s) => s.modal.view.view)).toBe('Account')
    await second.disconnect()
    expect(second.getConnectionStatus()).toBe('disconnected')
  })
})

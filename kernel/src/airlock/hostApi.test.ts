import { describe, expect, test } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { testchain } from '../chain/testing/testchain'
import { createAirlock } from './createAirlock'

describe('framework-free getters and watchers', () => {
  test('account, network, connection status and modal, each reported on change only', async () => {
    const airlock = createAirlock(testConfig({ plugins: [testchain()] }), testRuntime())
    await airlock.ready
    expect(airlock.getConnectionStatus()).toBe('disconnected')
    expect(airlock.getNetwork().caipNetworkId).toBe('testchain:alpha')
    expect(airlock.getModalState()).toEqual({
      open: false,
      view: { view: 'Connect', params: undefined },
      loading: false,
    })
    const seen: string[] = []
    const stops = [
      airlock.watchConnectionStatus((s, previous) => seen.push(`status:${previous}>${s}`)),
      airlock.watchAccount((a) => seen.push(`account:${a.address ?? 'none'}`)),
      airlock.watchNetwork((n) => seen.push(`network:${n.caipNetworkId}`)),
      airlock.watchModal((m) => seen.push(`modal:${m.open}:${m.view.view}`)),
    ]
    await airlock.open()
    await airlock.connect('test-wallet')
    await airlock.switchNetwork('testchain:beta')
    expect(seen).toContain('modal:true:Connect')
    expect(seen).toContain('status:disconnected>connecting')
    // 'pending' while the after-connect hooks run (none here), then 'connected'.
    expect(seen).toContain('status:connecting>pending')
    expect(seen).toContain('status:pending>connected')
    expect(seen).toContain('account:tc1alice')
    expect(seen).toContain('network:testchain:beta')
    expect(seen.at(-1)).not.toBe(seen.at(-2))
    expect(airlock.getAccount().caipAddress).toBe('testchain:beta:tc1alice')
    for (const stop of stops) stop()
    const count = seen.length
    airlock.close()
    expect(seen).toHaveLength(count)
  })
})

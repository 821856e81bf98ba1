import { createAirlock, createMemoryBackend, definePlugin } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { testNetwork } from '../../test-support/testChain'
import { extraAccountActions, walletFeatureButtons } from './walletFeatureButtons'

function instance(visible: () => boolean) {
  return createAirlock({
    projectId: 'test-project',
    metadata: { name: 'Airlock test', description: 'UI tests', url: 'http://127.0.0.1', icons: [] },
    networks: [testNetwork],
    storage: createMemoryBackend(),
    plugins: [
      definePlugin({
        name: 'actions',
        setup(ctx) {
          ctx.registerAction({ id: 'names/choose', label: 'Choose name', view: 'Account', visible })
          ctx.registerAction({ id: 'swaps', label: 'Swap', view: 'Account', visible })
        },
      }),
    ],
  })
}

describe('plugin action visibility', () => {
  test("an action shows only while its own 'visible' rule holds (extra rows and wallet features)", async () => {
    let shown = true
    const airlock = instance(() => shown)
    await airlock.ready
    expect(extraAccountActions(airlock).map((a) => a.id)).toEqual(['names/choose'])
    expect(walletFeatureButtons(airlock).map((b) => b.feature)).toContain('swaps')
    shown = false
    expect(extraAccountActions(airlock)).toEqual([])
    expect(walletFeatureButtons(airlock).map((b) => b.feature)).not.toContain('swaps')
    await airlock.destroy()
  })
})

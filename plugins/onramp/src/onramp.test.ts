// The eager descriptor in a real kernel instance (the mock wallet standing in for a chain plugin on eip155):
// "Buy" is the first wallet feature, shown only with a connected account and a blockchain-data endpoint, and
// behind the `onramp` flag; its options are checked in the factory.
import { createAirlock } from '@airlock/kernel'
import { createMockWallet, MOCK_CONNECTOR_ID, mockConfig, mockNetwork } from '@airlock/testing'
import { describe, expect, test } from 'vitest'
import { BUY_FEATURE } from './constants'
import { onramp, resolveOnrampPluginOptions } from './onramp'

async function instance(options: { blockchainApi?: boolean; onrampFlag?: boolean; namespace?: string } = {}) {
  const namespace = options.namespace ?? 'eip155'
  const wallet = createMockWallet({ namespace, networks: [mockNetwork(1, { namespace, name: 'Chain 1' })] })
  const airlock = createAirlock(
    mockConfig({
      wallet,
      config: {
        // An endpoint nothing answers: the descriptor must not call it (its chunk is not loaded here).
        ...(options.blockchainApi === false ? {} : { endpoints: { blockchainApi: 'http://127.0.0.1:9' } }),
        ...(options.onrampFlag === undefined ? {} : { features: { onramp: options.onrampFlag } }),
        plugins: [onramp()],
      },
    }),
  )
  await airlock.ready
  return airlock
}

const shown = (airlock: Awaited<ReturnType<typeof instance>>) =>
  airlock.get((s) => s.slot('walletFeatures').map((e) => e.id))

describe('onramp() in a kernel instance', () => {
  test('"Buy" shows once an account is connected, and its chunk is not loaded for it', async () => {
    const airlock = await instance()
    expect(shown(airlock)).not.toContain(BUY_FEATURE)
    await airlock.connect(MOCK_CONNECTOR_ID)
    expect(shown(airlock)).toContain(BUY_FEATURE)
    expect(airlock.get((s) => s.plugins.state('onramp'))).toBe('pending') // nothing loaded before it is used
    await airlock.destroy()
  })

  test('no "Buy" without a blockchain-data endpoint', async () => {
    const airlock = await instance({ blockchainApi: false })
    await airlock.connect(MOCK_CONNECTOR_ID)
    expect(shown(airlock)).not.toContain(BUY_FEATURE)
    await airlock.destroy()
  })

  test('the onramp flag is on by default; off, it hides "Buy"', async () => {
    const on = await instance()
    expect(on.get((s) => s.features.onramp)).toBe(true)
    await on.destroy()
    const off = await instance({ onrampFlag: false })
    await off.connect(MOCK_CONNECTOR_ID)
    expect(shown(off)).not.toContain(BUY_FEATURE)
    await off.destroy()
  })

  test('no "Buy" on a namespace the on-ramp does not sell on', async () => {
    const airlock = await instance({ namespace: 'bip122' })
    await airlock.connect(MOCK_CONNECTOR_ID)
    expect(shown(airlock)).not.toContain(BUY_FEATURE)
    await airlock.destroy()
  })
})

describe('onramp() options', () => {
  test('a bad poll interval or provider list is refused, naming the field', () => {
    expect(() => resolveOnrampPluginOptions({ historyPollMs: 10 })).toThrow(TypeError)
    expect(() => resolveOnrampPluginOptions({ historyPollMs: Number.NaN })).toThrow(/historyPollMs/)
    expect(() => resolveOnrampPluginOptions({ providers: [{ id: '', name: 'x' }] })).toThrow(/providers/)
    expect(
      resolveOnrampPluginOptions({ providers: [{ id: 'harbor', name: 'Harbor Pay' }] }).historyPollMs,
    ).toBe(2000)
  })
})

// The eager descriptor in a real kernel instance (the mock wallet standing in for a chain plugin on eip155):
// "Buy" is the first wallet feature, shown only with a connected account and a blockchain-data endpoint, and
// behind the `onramp` flag; its options are checked in the factory.
import { createAirlock } from '@airlock/kernel'
import { createMockWallet, MOCK_CONNECTOR_ID, mockConfig, mockNetwork } from '@airlock/testing'
import { describe, expect, test } from 'vitest'
import { BUY_FEATURE, BUY_VIEW } from './constants'
import { onramp, resolveOnrampPluginOptions } from './onramp'

async function instance(
  options: { blockchainApi?: boolean; onrampFlag?: boolean; namespace?: string; balance?: string } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const wallet = createMockWallet({
    namespace,
    networks: [mockNetwork(1, { namespace, name: 'Chain 1' })],
    ...(options.balance === undefined ? {} : { balance: options.balance }),
  })
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

describe('Buy for a visitor not connected yet, and for an empty wallet', () => {
  test('the host opening Buy while disconnected gets Connect, then Buy for the account it connects', async () => {
    const airlock = await instance()
    await airlock.open(BUY_VIEW)
    expect(airlock.get((s) => s.modal.view.view)).toBe('Connect')
    expect(airlock.get((s) => s.modal.pending?.view)).toBe(BUY_VIEW)
    expect(airlock.get((s) => s.plugins.state('onramp'))).toBe('pending') // its code waits for the account
    await airlock.connect(MOCK_CONNECTOR_ID)
    expect(airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual([BUY_VIEW])
    expect(airlock.get((s) => s.plugins.state('onramp'))).toBe('loaded')
    await airlock.destroy()
  })

  test('a wallet on a namespace the on-ramp does not sell on goes to Account instead', async () => {
    const airlock = await instance({ namespace: 'bip122' })
    await airlock.open(BUY_VIEW)
    await airlock.connect(MOCK_CONNECTOR_ID)
    expect(airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['Account'])
    await airlock.destroy()
  })

  test('an empty wallet gets the Account notice offering Buy (the chunk loads for it); a funded one does not', async () => {
    const notices = (a: Awaited<ReturnType<typeof instance>>) =>
      a.get((s) => s.slot('accountNotices').map((e) => e.id))
    const empty = await instance({ balance: '0' })
    await empty.connect(MOCK_CONNECTOR_ID)
    await expect.poll(() => notices(empty), { timeout: 10_000 }).toEqual(['onramp/no-funds'])
    expect(empty.get((s) => s.plugins.state('onramp'))).toBe('loaded')
    await empty.destroy()
    const funded = await instance({ balance: '0.5' })
    await funded.connect(MOCK_CONNECTOR_ID)
    await expect.poll(() => funded.get((s) => s.account.balance)).toBe('0.5')
    expect(notices(funded)).toEqual([])
    expect(funded.get((s) => s.plugins.state('onramp'))).toBe('pending')
    await funded.destroy()
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

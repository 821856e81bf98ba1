// Account fields are written by the kernel only: the profile (name, image) comes from the ordered
// `profile` hook, addresses in their namespace's canonical form (the adapter's `address.format`).
import { describe, expect, test, vi } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain } from '../chain/testing/testchain'
import type { ConnectedContext, Profile } from '../plugins/hooks'
import { definePlugin } from '../plugins/types'
import { createAirlock } from './createAirlock'

describe('the profile hook', () => {
  test('the first answer wins, in the order handlers were added; it is asked again on request', async () => {
    const names = new Map<string, string>()
    const asked: string[] = []
    const silent = definePlugin({
      name: 'silent',
      setup: (ctx) =>
        void ctx.hook('profile', ({ address }) => {
          asked.push(`silent:${address}`)
          return undefined
        }),
    })
    let refresh: () => void = () => undefined
    const names$ = definePlugin({
      name: 'names',
      setup(ctx) {
        ctx.hook('profile', async ({ namespace, address, caipNetworkId }) => {
          asked.push(`names:${namespace}:${address}:${caipNetworkId}`)
          const name = names.get(address)
          return name ? { name, image: `https://img.example/${name}.png` } : undefined
        })
        refresh = () => ctx.refreshProfile('testchain')
      },
    })
    const later = definePlugin({
      name: 'later',
      setup: (ctx) => void ctx.hook('profile', () => ({ name: 'never' })),
    })
    names.set('tc1alice', 'alice.test')
    const airlock = createAirlock(
      testConfig({ plugins: [testchain(), silent, names$, later] }),
      testRuntime(),
    )
    await airlock.ready
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(airlock.getAccount().profileName).toBe('alice.test'))
    expect(airlock.getAccount().profileImage).toBe('https://img.example/alice.test.png')
    expect(asked).toEqual(['silent:tc1alice', 'names:testchain:tc1alice:testchain:alpha'])
    // A newly registered name shows once the plugin asks the hook again.
    names.set('tc1alice', 'alice2.test')
    refresh()
    await vi.waitFor(() => expect(airlock.getAccount().profileName).toBe('alice2.test'))
  })

  test('an answer for an account that changed meanwhile is dropped; a new address starts with no profile', async () => {
    const answers: ((profile: Profile | undefined) => void)[] = []
    const slow = definePlugin({
      name: 'slow',
      setup: (ctx) =>
        void ctx.hook('profile', () => new Promise<Profile | undefined>((resolve) => answers.push(resolve))),
    })
    const adapter = createTestchainAdapter()
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter), slow] }), testRuntime())
    await airlock.ready
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    adapter.hooks?.accountsChanged(['tc1bob'])
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[0]?.({ name: 'alice.test' })
    await Promise.resolve()
    expect(airlock.getAccount()).toMatchObject({ address: 'tc1bob', profileName: undefined })
    answers[1]?.({ name: 'bob.test' })
    await vi.waitFor(() => expect(airlock.getAccount().profileName).toBe('bob.test'))
  })

  test('a failing handler is reported and leaves the profile empty', async () => {
    const failing = definePlugin({
      name: 'failing',
      setup: (ctx) =>
        void ctx.hook('profile', async () => {
          throw new Error('identity service down')
        }),
    })
    const airlock = createAirlock(testConfig({ plugins: [testchain(), failing] }), testRuntime())
    const errors: (string | undefined)[] = []
    airlock.on('error', ({ source }) => errors.push(source))
    await airlock.ready
    await airlock.connect('test-wallet')
    await vi.waitFor(() => expect(errors).toEqual(['failing']))
    expect(airlock.getAccount().profileName).toBeUndefined()
  })
})

describe("the adapter's address format", () => {
  test('is applied to the account, every account, the hook arguments and what connect returns', async () => {
    const adapter = createTestchainAdapter({ address: 'tc1alice' })
    const upper = {
      ...adapter,
      address: { ...adapter.address, format: (value: string) => value.toUpperCase() },
    }
    const seen: ConnectedContext[] = []
    const watcher = definePlugin({
      name: 'watcher',
      setup: (ctx) => void ctx.hook('afterConnect', (context) => void seen.push(context)),
    })
    const airlock = createAirlock(
      testConfig({ plugins: [testchain(upper as typeof adapter), watcher] }),
      testRuntime(),
    )
    await airlock.ready
    const result = await airlock.connect('test-wallet')
    expect(result.address).toBe('TC1ALICE')
    expect(airlock.getAccount()).toMatchObject({
      address: 'TC1ALICE',
      caipAddress: 'testchain:alpha:TC1ALICE',
      allAccounts: [{ address: 'TC1ALICE', type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    expect(seen[0]?.accounts[0]?.address).toBe('TC1ALICE')
  })
})

describe('transactions', () => {
  test("one the adapter cannot wait for stays 'sent': never marked confirmed without a check", async () => {
    const adapter = createTestchainAdapter()
    Reflect.deleteProperty(adapter, 'waitForTransaction')
    const airlock = createAirlock(testConfig({ plugins: [testchain(adapter)] }), testRuntime())
    await airlock.ready
    await airlock.connect('test-wallet')
    await airlock.transactions.submit({ network: airlock.getNetwork(), send: async () => 'tx-unfollowed' })
    await vi.waitFor(() => expect(airlock.get((s) => s.transactions[0]?.status)).toBe('sent'))
  })
})

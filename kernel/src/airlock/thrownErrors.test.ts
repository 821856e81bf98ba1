// Spec §8 thrown errors of the core, reached through the public API (createAirlock, connect,
// switchNetwork), and the plugin-declared default network (spec §9: a chain plugin's default chain).
import { describe, expect, test } from 'vitest'
import { testConfig, testRuntime } from '../chain/testing/testConfig'
import { createTestchainAdapter, testchain, testchainNetwork } from '../chain/testing/testchain'
import type { AirlockConfig } from '../config/airlockConfigSchema'
import { AdapterNotFoundError, NamespaceNotConfiguredError, NetworkIdNotFoundError } from '../errors'
import type { AirlockPlugin } from '../plugins/types'
import { createAirlock } from './createAirlock'

async function setup(config: Partial<AirlockConfig> = {}) {
  const airlock = createAirlock(
    testConfig({ plugins: [testchain(createTestchainAdapter())], ...config }),
    testRuntime(),
  )
  await airlock.ready
  return airlock
}

describe('thrown errors (spec §8)', () => {
  test("connecting a namespace with no network and no adapter: 'Namespace acme is not configured' [spec 8.37]", async () => {
    const airlock = await setup()
    const failure = await airlock.connect('test-wallet', { namespaces: ['acme'] }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(NamespaceNotConfiguredError)
    expect((failure as Error).message).toBe('Namespace acme is not configured')
    expect(airlock.getConnectionStatus()).toBe('disconnected')
  })

  test("a namespace with networks but no chain plugin's adapter: 'Adapter not found' [spec 8.40]", async () => {
    const other = { ...testchainNetwork('x'), caipNetworkId: 'other:x', chainNamespace: 'other' } as const
    const airlock = await setup({ networks: [testchainNetwork('alpha'), other] })
    const failure = await airlock.connect('test-wallet', { namespaces: ['other'] }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(AdapterNotFoundError)
    expect((failure as Error).message).toMatch(/^Adapter not found/)
  })

  test("switching to a network id that is not configured: 'Network with ID not found' [spec 8.41]", async () => {
    const airlock = await setup()
    const failure = await airlock.switchNetwork('testchain:zeta').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(NetworkIdNotFoundError)
    expect((failure as Error).message).toBe('Network with ID not found\n\nDetails: Network: testchain:zeta')
    expect(airlock.getNetwork().caipNetworkId).toBe('testchain:alpha')
  })
})

describe("a plugin's default network", () => {
  const preferring = (id: string): AirlockPlugin => ({ name: 'prefers', defaultNetworkId: id, setup() {} })

  test('is the start network when configured and the host names none [spec 9.28]', async () => {
    const airlock = await setup({
      plugins: [testchain(createTestchainAdapter()), preferring('testchain:beta')],
    })
    expect(airlock.getNetwork().caipNetworkId).toBe('testchain:beta')
  })

  test("the host's defaultNetwork wins over it", async () => {
    const airlock = await setup({
      plugins: [testchain(createTestchainAdapter()), preferring('testchain:beta')],
      defaultNetwork: testchainNetwork('alpha'),
    })
    expect(airlock.getNetwork().caipNetworkId).toBe('testchain:alpha')
  })

  test('one that is not configured is ignored (the first network)', async () => {
    const airlock = await setup({
      plugins: [testchain(createTestchainAdapter()), preferring('testchain:omega')],
    })
    expect(airlock.getNetwork().caipNetworkId).toBe('testchain:alpha')
  })
})

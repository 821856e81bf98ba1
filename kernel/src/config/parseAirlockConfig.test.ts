import { describe, expect, test } from 'vitest'
import { testConfig } from '../chain/testing/testConfig'
import { testchainNetwork } from '../chain/testing/testchain'
import { InvalidConfigError, parseAirlockConfig } from './parseAirlockConfig'

function issuesOf(config: unknown) {
  try {
    parseAirlockConfig(config)
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.issues.map((i) => i.path)
    throw error
  }
  throw new Error('expected an InvalidConfigError')
}

declare module './airlockConfigSchema' {
  interface AirlockEndpoints {
    /** A made-up plugin's endpoint, declared the way a plugin declares its own. */
    acmeRelay?: string
  }
}

describe('parseAirlockConfig', () => {
  test('fills the spec defaults', () => {
    const options = parseAirlockConfig({ ...testConfig(), logLevel: undefined, storage: undefined })
    expect(options.themeMode).toBe('dark')
    expect(options.logLevel).toBe('error')
    expect(options.allowUnsupportedChain).toBe(false)
    expect(options.plugins).toEqual([])
    expect(options.endpoints).toEqual({})
    expect(options.networks).toHaveLength(2)
    // The kernel's own flags with the spec's defaults; plugins' flags come with their plugins.
    expect(options.features).toEqual({
      receive: true,
      send: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      collapseWallets: false,
      connectMethodsOrder: undefined,
      walletFeaturesOrder: undefined,
    })
  })

  test("a plugin's declared flags get their defaults whatever other plugins are configured", () => {
    const tips = { name: 'tips', features: { tips: true, tipsExtra: false }, setup() {} }
    const options = parseAirlockConfig(testConfig({ plugins: [tips], features: { tipsExtra: true } }))
    expect(options.features).toMatchObject({ tips: true, tipsExtra: true, send: true })
    const twice = { name: 'other', features: { tips: false }, setup() {} }
    expect(() => parseAirlockConfig(testConfig({ plugins: [tips, twice] }))).toThrow(
      'Feature flag "tips" is already registered',
    )
  })

  test("every endpoint is optional: the configured ones (a plugin's declared ones too) are kept", () => {
    const options = parseAirlockConfig(
      testConfig({ endpoints: { blockchainApi: 'http://127.0.0.1:4000', acmeRelay: 'ws://127.0.0.1:4001' } }),
    )
    expect(options.endpoints.blockchainApi).toBe('http://127.0.0.1:4000')
    expect(options.endpoints.acmeRelay).toBe('ws://127.0.0.1:4001')
    expect(options.endpoints.walletCatalogue).toBeUndefined()
    expect(Object.keys(options.endpoints).sort()).toEqual(['acmeRelay', 'blockchainApi'])
    expect(issuesOf(testConfig({ endpoints: { walletCatalogue: 'not a url' } }))).toEqual([
      'endpoints.walletCatalogue',
    ])
    // @ts-expect-error an endpoint no installed package declares is a type error (at run time it is unused)
    const misspelt = testConfig({ endpoints: { blokchainApi: 'http://127.0.0.1:4000' } })
    expect(parseAirlockConfig(misspelt).endpoints.blockchainApi).toBeUndefined()
  })

  test('names each bad field', () => {
    const error = (() => {
      try {
        parseAirlockConfig({
          ...testConfig(),
          projectId: 7,
          networks: 'none',
          themeMode: 'pink',
          metadata: { name: 'x' },
        })
      } catch (e) {
        return e as InvalidConfigError
      }
    })()
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect(error?.issues.map((i) => i.path).sort()).toEqual(
      ['metadata.description', 'metadata.icons', 'metadata.url', 'networks', 'projectId', 'themeMode'].sort(),
    )
    expect(error?.shortMessage).toBe('Invalid Airlock config')
    expect(error?.message).toContain('- networks: ')
    expect(error?.message).toContain('- projectId: expected string')
    expect(error?.message).toContain('- metadata.description: required (string)')
    expect(error?.message).toContain('- themeMode: must be one of "light", "dark"')
  })

  test('no project id (empty or absent) is not a config error: the API calls raise its alert', () => {
    const { projectId: _, ...withoutId } = testConfig()
    expect(parseAirlockConfig(withoutId).projectId).toBe('')
    expect(parseAirlockConfig({ ...testConfig(), projectId: '' }).projectId).toBe('')
  })

  test('checks networks: CAIP id, duplicates, default network membership [spec 3.4]', () => {
    const bad = { ...testchainNetwork('alpha'), caipNetworkId: 'testchain:other' as const }
    expect(issuesOf(testConfig({ networks: [bad] }))).toEqual(['networks[0].caipNetworkId'])
    const alpha = testchainNetwork('alpha')
    expect(issuesOf(testConfig({ networks: [alpha, alpha] }))).toEqual(['networks[1]'])
    expect(issuesOf(testConfig({ networks: [alpha], defaultNetwork: testchainNetwork('beta') }))).toEqual([
      'defaultNetwork',
    ])
    // A network a chain plugin declares counts: the host need not list it.
    const chain = { name: 'chain', networks: [testchainNetwork('beta')], setup() {} }
    const options = parseAirlockConfig(
      testConfig({ networks: [], plugins: [chain], defaultNetwork: testchainNetwork('beta') }),
    )
    expect(options.defaultNetwork?.caipNetworkId).toBe('testchain:beta')
  })

  test('a config that names no network has none; a default network alone is still checked', () => {
    const { networks: _, ...noNetworks } = testConfig()
    expect(parseAirlockConfig(noNetworks).networks).toEqual([])
    const bad = { ...testchainNetwork('alpha'), caipNetworkId: 'testchain:other' as const }
    expect(issuesOf({ ...noNetworks, defaultNetwork: bad })).toEqual(['defaultNetwork.caipNetworkId'])
  })

  test('refuses a plugin that is not a plugin object', () => {
    expect(issuesOf(testConfig({ plugins: [{ name: 'x' } as never] }))).toEqual(['plugins[0]'])
  })

  test('refuses storage without the Web Storage functions', () => {
    expect(issuesOf(testConfig({ storage: { getItem: () => null } as never }))).toEqual(['storage'])
  })

  test('validates feature flags and the connect-method order; a near-miss of a declared flag is an error', () => {
    expect(issuesOf(testConfig({ features: { connectMethodsOrder: [] } }))).toEqual([
      'features.connectMethodsOrder',
    ])
    // @ts-expect-error a misspelt flag is a type error, and a near-miss of a declared one a config error
    expect(issuesOf(testConfig({ features: { Send: false, histroy: true } }))).toEqual([
      'features.Send',
      'features.histroy',
    ])
    const options = parseAirlockConfig(
      testConfig({
        features: { send: false, connectMethodsOrder: ['wallet'], otherPluginFlag: false } as never,
      }),
    )
    expect(options.features.send).toBe(false)
    expect(options.features.receive).toBe(true)
    expect(options.features.connectMethodsOrder).toEqual(['wallet'])
    // A flag of a plugin that is not configured is accepted and ignored.
    expect((options.features as unknown as Record<string, unknown>).otherPluginFlag).toBe(false)
  })
})

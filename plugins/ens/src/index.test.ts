import {
  createAirlock,
  createMemoryBackend,
  InvalidPluginOptionsError,
  MissingPluginDependencyError,
  validateSync,
} from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import * as ens from './index'

describe('@airlock/ens entry', () => {
  test('exports exactly its public API (runtime names)', () => {
    expect(Object.keys(ens).sort()).toMatchInlineSnapshot(`
      [
        "CHOOSE_NAME_ACTION",
        "ENS_NAMESPACE",
        "ENS_NAME_ZONE",
        "ENS_TEXTS",
        "REGISTER_NAME_VIEW",
        "REGISTRATION_SUCCESS_VIEW",
        "SUGGESTIONS_DEBOUNCE_MS",
        "chooseNameAction",
        "ens",
        "ensOptionsSchema",
        "needsNameLookup",
        "toFullName",
        "toLabel",
      ]
    `)
  })

  test('ens() is a lazy descriptor declaring views, the accountActions entry and a lookup trigger; it needs evm', () => {
    const plugin = ens.ens()
    expect(plugin).toMatchObject({ name: 'ens', lazy: true, requires: ['evm'] })
    expect(plugin.views?.map((v) => [v.id, v.title])).toEqual([
      ['ens/register', 'Choose name'],
      ['ens/registered', 'Name registered'],
    ])
    expect(plugin.slots).toEqual([
      {
        slot: 'accountActions',
        entry: expect.objectContaining({ id: 'ens/choose-name', label: 'Choose name', view: 'ens/register' }),
      },
    ])
    expect(typeof plugin.loadWhen).toBe('function')
  })

  test('options are validated at the boundary', () => {
    expect(() => ens.ens({ suggestionsDebounceMs: -1 })).toThrow(InvalidPluginOptionsError)
    expect(validateSync(ens.ensOptionsSchema, {})).toEqual({ suggestionsDebounceMs: 300 })
    expect(validateSync(ens.ensOptionsSchema, { suggestionsDebounceMs: 1.5 })).toBeUndefined()
  })

  test('without the evm plugin the instance refuses to start (names sign through it)', () => {
    const network = {
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      caipNetworkId: 'eip155:1' as const,
      chainNamespace: 'eip155',
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    }
    const start = () =>
      createAirlock({
        projectId: 'p',
        metadata: { name: 'n', description: 'd', url: 'http://127.0.0.1', icons: [] },
        networks: [network],
        storage: createMemoryBackend(),
        plugins: [ens.ens()],
      })
    expect(start).toThrow(MissingPluginDependencyError)
  })
})

import { describe, expect, it } from 'vitest'
import { measureWithVite } from '../plugins/bitcoin/test/measureWithVite'
import {
  EVERY_PLUGIN_BUDGET_KIB,
  evmLoadMinimumEntry,
  hostEntry,
  PLUGINS,
  type PluginFacesResult,
  partsOf,
  pluginFacesSection,
  pluginFacesWithin,
} from './pluginFaces'

describe('plugin faces benchmark', () => {
  it('a host entry imports and uses each plugin it names, and nothing of the others', () => {
    const entry = hostEntry([['swap', '@airlock/swap']])
    expect(entry).toContain("import { swap } from '@airlock/swap';")
    expect(entry).toMatch(/globalThis\.x = \[.*, swap\]$/)
    expect(hostEntry([])).not.toMatch(/@airlock\/(evm|swap)/)
  })

  it('lists every plugin package of the workspace once', () => {
    const pkgs = PLUGINS.map(([, pkg]) => pkg)
    expect(new Set(pkgs).size).toBe(pkgs.length)
  })

  it('marks a face over its budget and a page over its budget as missed', () => {
    const text = pluginFacesSection({
      faces: [{ factory: 'evm', pkg: '@airlock/evm', face: 3 * 1024, lazy: 0, within: false }],
      evmLoadMinimum: 0,
      everyPlugin: (EVERY_PLUGIN_BUDGET_KIB + 1) * 1024,
      everyPluginZod: 0,
      everyPluginParts: [],
    })
    expect(text).toMatch(/\| NO \|/)
    expect(text).toMatch(/missed/)
  })

  it('the run is within only when every face and the every-plugin page are', () => {
    const result = (faceWithin: boolean, everyKiB: number): PluginFacesResult => ({
      faces: [
        { factory: 'evm', pkg: '@airlock/evm', face: 1024, lazy: 0, within: true },
        { factory: 'ens', pkg: '@airlock/ens', face: 1024, lazy: 0, within: faceWithin },
      ],
      evmLoadMinimum: 0,
      everyPlugin: everyKiB * 1024,
      everyPluginZod: 0,
      everyPluginParts: [],
    })
    expect(pluginFacesWithin(result(true, EVERY_PLUGIN_BUDGET_KIB))).toBe(true)
    expect(pluginFacesWithin(result(false, EVERY_PLUGIN_BUDGET_KIB))).toBe(false)
    expect(pluginFacesWithin(result(true, EVERY_PLUGIN_BUDGET_KIB + 0.01))).toBe(false)
  })

  it('groups the initial JS by package: dependencies by name, workspace modules by package folder', () => {
    expect(
      partsOf({
        '/r/node_modules/zod/v4/core/schemas.js': 100,
        '/r/node_modules/zod/v4/mini/schemas.js': 20,
        '/r/node_modules/@wallet-standard/app/lib/esm/wallets.js': 7,
        '/r/kernel/src/plugins/PluginHost.ts': 30,
        '/r/plugins/evm/src/evm.ts': 40,
        '/r/node_modules/.size-x1/entry.js': 3,
      }),
    ).toEqual([
      { part: 'zod', raw: 120 },
      { part: '@airlock: plugins/evm', raw: 40 },
      { part: '@airlock: kernel', raw: 30 },
      { part: '@wallet-standard/app', raw: 7 },
      { part: 'other (entry, bundler runtime)', raw: 3 },
    ])
  })

  it("the evm load-time minimum builds with the plugin's discovery, networks and option checks and none of its adapter", async () => {
    const { eager } = await measureWithVite(evmLoadMinimumEntry())
    const evmModules = eager.modules.filter((id) => id.includes('/plugins/evm/src/'))
    expect(evmModules.some((id) => id.endsWith('/adapter/ConnectorRegistry.ts'))).toBe(true)
    expect(evmModules.some((id) => id.endsWith('/networks/toCaipNetwork.ts'))).toBe(true)
    expect(evmModules.some((id) => id.endsWith('/options.ts'))).toBe(true)
    expect(evmModules.some((id) => /\/(createEvmAdapter|evmAdapterImpl|handshake)\.ts$/.test(id))).toBe(false)
  }, 120_000)
})

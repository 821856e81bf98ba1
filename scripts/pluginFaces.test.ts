import { describe, expect, it } from 'vitest'
import { EVERY_PLUGIN_BUDGET_KIB, hostEntry, PLUGINS, pluginFacesSection } from './pluginFaces'

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
      everyPlugin: (EVERY_PLUGIN_BUDGET_KIB + 1) * 1024,
    })
    expect(text).toMatch(/\| NO \|/)
    expect(text).toMatch(/missed/)
  })
})

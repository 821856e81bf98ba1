import { describe, expect, test } from 'vitest'
import { DuplicatePluginError, MissingPluginDependencyError, PluginCycleError } from '../errors/plugin'
import { sortPlugins } from './sortPlugins'

const p = (name: string, requires?: string[]) => ({ name, ...(requires ? { requires } : {}) })

describe('sortPlugins', () => {
  test('puts dependencies first and keeps configuration order otherwise', () => {
    const order = sortPlugins([p('swap', ['evm']), p('ens', ['evm']), p('evm'), p('solana')]).map(
      (x) => x.name,
    )
    expect(order).toEqual(['evm', 'swap', 'ens', 'solana'])
  })

  test('a missing dependency names both plugins', () => {
    expect(() => sortPlugins([p('swap', ['evm'])])).toThrow(MissingPluginDependencyError)
    expect(() => sortPlugins([p('swap', ['evm'])])).toThrow(
      'Plugin "swap" requires plugin "evm", which is not configured',
    )
  })

  test('a duplicate name is refused', () => {
    expect(() => sortPlugins([p('evm'), p('evm')])).toThrow(DuplicatePluginError)
    expect(() => sortPlugins([p('evm'), p('evm')])).toThrow('Plugin "evm" is configured twice')
  })

  test('a cycle is refused with its path', () => {
    expect(() => sortPlugins([p('a', ['b']), p('b', ['a'])])).toThrow(PluginCycleError)
    expect(() => sortPlugins([p('a', ['b']), p('b', ['a'])])).toThrow('a → b → a')
  })
})

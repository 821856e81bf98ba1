import type { AirlockState, CaipNetwork } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { SWAP_CHAIN_IDS } from './constants'
import { resolveSwapOptions, swapOfferedOn } from './swap'

/** The part of the state swapOfferedOn reads: the active network. */
function stateOn(chainNamespace: string, id: number | string): AirlockState {
  const active = { id, chainNamespace, caipNetworkId: `${chainNamespace}:${id}` } as unknown as CaipNetwork
  return { network: { active } } as unknown as AirlockState
}

describe('[spec 9.20] the swap chains: the 12 production EVM chain ids by default', () => {
  test('the default list is the 12 production chains, each once', () => {
    const { chains } = resolveSwapOptions()
    expect(chains).toHaveLength(12)
    expect(new Set(chains).size).toBe(12)
    expect([...chains].sort((a, b) => a - b)).toEqual([
      1, 10, 56, 100, 137, 250, 324, 8217, 8453, 42161, 43114, 1313161554,
    ])
    expect(chains).toEqual(SWAP_CHAIN_IDS)
  })

  test('swaps are offered on a listed EVM chain, not on an unlisted one nor on another namespace', () => {
    const { chains } = resolveSwapOptions()
    expect(swapOfferedOn(stateOn('eip155', 1), chains)).toBe(true)
    expect(swapOfferedOn(stateOn('eip155', 1313161554), chains)).toBe(true)
    expect(swapOfferedOn(stateOn('eip155', 11155111), chains)).toBe(false)
    expect(swapOfferedOn(stateOn('eip155', 31337), chains)).toBe(false)
    expect(swapOfferedOn(stateOn('solana', 1), chains)).toBe(false)
  })

  test('an integrator lists its own chains (a devnet); a bad list is refused', () => {
    const { chains } = resolveSwapOptions({ chains: [31337, 31338] })
    expect(swapOfferedOn(stateOn('eip155', 31337), chains)).toBe(true)
    expect(swapOfferedOn(stateOn('eip155', 1), chains)).toBe(false)
    expect(() => resolveSwapOptions({ chains: [] })).toThrow('Invalid swap options')
    expect(() => resolveSwapOptions({ chains: [0] })).toThrow()
    expect(() => resolveSwapOptions({ chains: [1.5] })).toThrow()
    expect(() => resolveSwapOptions({ chains: '1' as unknown as number[] })).toThrow()
  })
})

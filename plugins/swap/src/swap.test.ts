import { describe, expect, test } from 'vitest'
import { type ActiveNetworkState, swapOfferedOn } from './chains'
import { resolveSwapOptions } from './swap'
import { SWAP_CHAIN_IDS } from './tradeConstants'

/** The part of the state swapOfferedOn reads: the active network. */
function stateOn(chainNamespace: string, id: number | string): ActiveNetworkState {
  return { network: { active: { id, chainNamespace } } }
}

describe('[spec 9.20] the swap chains: the 12 production EVM chain ids by default', () => {
  test('the default list is the 12 production chains, each once', () => {
    expect(resolveSwapOptions().chains).toBeUndefined()
    expect([...SWAP_CHAIN_IDS].sort((a, b) => a - b)).toEqual([
      1, 10, 56, 100, 137, 250, 324, 8217, 8453, 42161, 43114, 1313161554,
    ])
  })

  test('without a list, swaps are offered on those 12 chains only: not on another chain nor another namespace', () => {
    for (const id of SWAP_CHAIN_IDS) expect(swapOfferedOn(stateOn('eip155', id))).toBe(true)
    expect(swapOfferedOn(stateOn('eip155', 11155111))).toBe(false)
    expect(swapOfferedOn(stateOn('eip155', 31337))).toBe(false)
    expect(swapOfferedOn(stateOn('solana', 1))).toBe(false)
  })

  test('an integrator lists its own chains (a devnet); a bad list is refused', () => {
    const { chains } = resolveSwapOptions({ chains: [31337, 31338] })
    expect(chains).toEqual([31337, 31338])
    expect(swapOfferedOn(stateOn('eip155', 31337), chains)).toBe(true)
    expect(swapOfferedOn(stateOn('eip155', 1), chains)).toBe(false)
    expect(() => resolveSwapOptions({ chains: [] })).toThrow('Invalid swap options')
    expect(() => resolveSwapOptions({ chains: [0] })).toThrow()
    expect(() => resolveSwapOptions({ chains: [1.5] })).toThrow()
    expect(() => resolveSwapOptions({ chains: '1' as unknown as number[] })).toThrow()
  })
})

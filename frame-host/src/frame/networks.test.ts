import { describe, expect, it } from 'vitest'
import { networkInfo } from './networks'

describe('networkInfo: the network an approval names', () => {
  const fromApp = {
    'eip155:31337': { name: 'Airlock Devnet', symbol: 'ETH', decimals: 18 },
    'eip155:1': { name: 'Test network (free)', symbol: 'FAKE', decimals: 6 },
    'eip155:5': { name: '  ', symbol: 'X', decimals: 18 },
  }

  it("takes the app's name and currency for a chain the frame does not know", () => {
    expect(networkInfo('eip155:31337', fromApp)).toEqual({
      name: 'Airlock Devnet',
      symbol: 'ETH',
      decimals: 18,
    })
  })

  it('keeps its own name and currency for a well-known chain, whatever the app claims', () => {
    expect(networkInfo('eip155:1', fromApp)).toEqual({ name: 'Ethereum', symbol: 'ETH', decimals: 18 })
  })

  it("falls back to the CAIP-2 id and the namespace's currency without a usable name", () => {
    expect(networkInfo('eip155:5', fromApp)).toEqual({ name: 'eip155:5', symbol: 'ETH', decimals: 18 })
    expect(networkInfo('solana:abc', undefined)).toEqual({ name: 'solana:abc', symbol: 'SOL', decimals: 9 })
    expect(networkInfo('toString', { toString: fromApp['eip155:31337'] }).name).toBe('Airlock Devnet')
    expect(networkInfo('constructor', undefined).name).toBe('constructor')
  })
})

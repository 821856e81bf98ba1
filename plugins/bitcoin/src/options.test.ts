import { BaseError } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest } from './networks'
import { type BitcoinOptions, parseBitcoinOptions } from './options'

describe('parseBitcoinOptions', () => {
  test('applies the defaults', () => {
    const parsed = parseBitcoinOptions({ networks: [bitcoinRegtest] })
    expect(parsed).toMatchObject({
      networks: [bitcoinRegtest],
      walletStandard: true,
      satsConnect: true,
      feeSpeed: 'normal',
      requestTimeoutMs: 10_000,
      pollIntervalMs: 2000,
      reconnectWaitMs: 1000,
      rdns: {},
    })
  })

  test.each<[string, unknown]>([
    ['no networks', { networks: [] }],
    ['a network of another namespace', { networks: [{ caipNetworkId: 'eip155:1' }] }],
    ['a network listed twice', { networks: [bitcoinMainnet, bitcoinMainnet] }],
    ['an unknown fee speed', { networks: [bitcoinMainnet], feeSpeed: 'ludicrous' }],
    ['a negative timeout', { networks: [bitcoinMainnet], requestTimeoutMs: -1 }],
  ])('refuses %s with a BaseError', (_, input) => {
    expect(() => parseBitcoinOptions(input as BitcoinOptions)).toThrow(BaseError)
  })
})

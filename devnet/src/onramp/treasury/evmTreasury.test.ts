import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ONRAMP_TREASURY, DEVNET_ONRAMP_TREASURY_KEY } from './evmTreasury'

describe('the on-ramp treasury on anvil', () => {
  it('has the documented address, derived from its key (not one of the ten devnet accounts tests use)', () => {
    expect(privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY).address).toBe(DEVNET_ONRAMP_TREASURY)
  })
})

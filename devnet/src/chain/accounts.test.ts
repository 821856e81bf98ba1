import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from './accounts'

describe('DEVNET_ACCOUNTS', () => {
  it('are the first ten accounts of the devnet mnemonic, with matching keys', () => {
    expect(DEVNET_ACCOUNTS).toHaveLength(10)
    for (const account of DEVNET_ACCOUNTS) {
      expect(mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.index }).address).toBe(
        account.address,
      )
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
    }
  })
})

import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC, DEVNET_SERVICE_ACCOUNTS } from './accounts'

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

describe('DEVNET_SERVICE_ACCOUNTS', () => {
  it('are the next accounts of the mnemonic, none of them a visitor account', () => {
    const visitors = new Set(DEVNET_ACCOUNTS.map((a) => a.address))
    for (const account of DEVNET_SERVICE_ACCOUNTS) {
      expect(account.index).toBeGreaterThanOrEqual(DEVNET_ACCOUNTS.length)
      expect(mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.index }).address).toBe(
        account.address,
      )
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(visitors.has(account.address)).toBe(false)
    }
  })
})

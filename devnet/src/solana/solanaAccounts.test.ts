import { describe, expect, it } from 'vitest'
import { DEVNET_SOLANA_ACCOUNTS, deriveEd25519, solanaAddressOf } from './solanaAccounts'
import {
  DEVNET_SOLANA_CAIP_ID,
  DEVNET_SOLANA_GENESIS_HASH,
  DEVNET_SOLANA_MINTS,
  DEVNET_SOLANA_SPAM_MINTS,
} from './solanaConstants'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('Solana devnet keys', () => {
  it('follows SLIP-10 for ed25519 (test vector 1)', () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
    expect(hex(deriveEd25519(seed, 'm'))).toBe(
      '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
    )
    expect(hex(deriveEd25519(seed, "m/0'"))).toBe(
      '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
    )
    expect(hex(deriveEd25519(seed, "m/0'/1'/2'/2'/1000000000'"))).toBe(
      '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793',
    )
  })

  it('refuses non-hardened or malformed paths', () => {
    expect(() => deriveEd25519(new Uint8Array(16), "m/44'/501'/0")).toThrow(/hardened/)
    expect(() => deriveEd25519(new Uint8Array(16), '44/501')).toThrow(/Invalid derivation path/)
  })

  it('derives ten accounts at m/44h/501h/ih/0h of the devnet mnemonic', () => {
    expect(DEVNET_SOLANA_ACCOUNTS).toHaveLength(10)
    expect(DEVNET_SOLANA_ACCOUNTS[0]!.path).toBe("m/44'/501'/0'/0'")
    expect(DEVNET_SOLANA_ACCOUNTS[0]!.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    for (const account of DEVNET_SOLANA_ACCOUNTS)
      expect(solanaAddressOf(account.secretKey)).toBe(account.address)
    expect(new Set(DEVNET_SOLANA_ACCOUNTS.map((a) => a.address)).size).toBe(10)
  })

  it('has a fixed genesis hash, CAIP-2 id and mint addresses', () => {
    expect(DEVNET_SOLANA_CAIP_ID).toBe(`solana:${DEVNET_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    expect(DEVNET_SOLANA_GENESIS_HASH).toBe('HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1zqqY8cNszC8F')
    expect(DEVNET_SOLANA_MINTS.usdc.decimals).toBe(6)
    expect(DEVNET_SOLANA_MINTS.bonk.decimals).toBe(9)
    expect([...DEVNET_SOLANA_SPAM_MINTS]).toEqual([DEVNET_SOLANA_MINTS.spam.address])
  })
})

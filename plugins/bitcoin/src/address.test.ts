import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { addressFromScript, isBitcoinAddress, parseBitcoinAddress, scriptType } from './address'
import { BitcoinAddressNetworkError, BitcoinInvalidAddressError } from './errors'
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet } from './networks'

// BIP-173 / BIP-350 / BIP-86 test vectors and well-known mainnet addresses.
const MAINNET = {
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  p2wpkh: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  p2wsh: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  p2tr: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
} as const
const KEY = new Uint8Array(32).fill(7)
const PUBKEY = pubECDSA(KEY)

describe('parseBitcoinAddress', () => {
  test('every address type of mainnet parses to its type and script', () => {
    for (const [type, address] of Object.entries(MAINNET)) {
      const parsed = parseBitcoinAddress(address, bitcoinMainnet)
      expect(parsed.type).toBe(type)
      expect(addressFromScript(parsed.script, bitcoinMainnet)).toBe(address)
      expect(scriptType(parsed.script)).toBe(type)
    }
    // P2WPKH script: OP_0 PUSH20 <hash>
    expect(parseBitcoinAddress(MAINNET.p2wpkh, bitcoinMainnet).script[0]).toBe(0x00)
    expect(parseBitcoinAddress(MAINNET.p2tr, bitcoinMainnet).script[0]).toBe(0x51)
  })

  test("regtest uses Bitcoin Core's bcrt prefix; testnet's base58 addresses are valid there too", () => {
    const wpkh = p2wpkh(PUBKEY, bitcoinRegtest.params).address as string
    expect(wpkh.startsWith('bcrt1q')).toBe(true)
    expect(parseBitcoinAddress(wpkh, bitcoinRegtest).type).toBe('p2wpkh')
    const tr = p2tr(pubSchnorr(KEY), undefined, bitcoinRegtest.params).address as string
    expect(tr.startsWith('bcrt1p')).toBe(true)
    expect(parseBitcoinAddress(tr, bitcoinRegtest).type).toBe('p2tr')
    // upper case bech32 is valid (BIP-173) and comes back in lower case
    expect(parseBitcoinAddress(wpkh.toUpperCase(), bitcoinRegtest).address).toBe(wpkh)
    expect(parseBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', bitcoinRegtest).type).toBe('p2pkh')
    expect(parseBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', bitcoinTestnet).type).toBe('p2pkh')
  })

  test('an address of another network is refused with the network it belongs to', () => {
    for (const address of Object.values(MAINNET)) {
      const error = (() => {
        try {
          parseBitcoinAddress(address, bitcoinRegtest)
        } catch (e) {
          return e
        }
      })()
      expect(error, address).toBeInstanceOf(BitcoinAddressNetworkError)
      expect((error as BitcoinAddressNetworkError).addressNetwork).toBe('Bitcoin')
      expect((error as BitcoinAddressNetworkError).params).toEqual({
        addressNetwork: 'Bitcoin',
        network: 'Bitcoin Regtest',
      })
    }
    expect(() => parseBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoinRegtest)).toThrow(
      BitcoinAddressNetworkError,
    )
    expect(() =>
      parseBitcoinAddress(p2wpkh(PUBKEY, bitcoinRegtest.params).address as string, bitcoinMainnet),
    ).toThrow(BitcoinAddressNetworkError)
    expect(isBitcoinAddress(MAINNET.p2wpkh, bitcoinRegtest)).toBe(false)
  })

  test('malformed text is an invalid address', () => {
    for (const text of [
      '',
      'hello',
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // checksum
      'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mixed case
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj1', // checksum
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', // unknown witness version 2
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // base58 checksum
      'b'.repeat(91),
    ]) {
      expect(() => parseBitcoinAddress(text, bitcoinMainnet), text).toThrow(BitcoinInvalidAddressError)
    }
  })

  test('scripts without an address have none', () => {
    expect(addressFromScript(Uint8Array.of(0x6a, 0x01, 0x00), bitcoinMainnet)).toBeUndefined()
    expect(scriptType(Uint8Array.of(0xff))).toBeUndefined()
  })
})

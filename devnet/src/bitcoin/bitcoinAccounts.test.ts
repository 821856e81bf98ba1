import { bitcoinRegtest } from '@airlock/bitcoin'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2wpkh } from '@scure/btc-signer'
import { expect, test } from 'vitest'
import { DEVNET_MNEMONIC } from '../chain/accounts'
import { DEVNET_BITCOIN_ACCOUNTS, DEVNET_BITCOIN_MINER } from './bitcoinAccounts'
import { bytesToHex } from './hex'

test('every written-out key is the BIP-84 derivation of the devnet mnemonic, with its regtest address', () => {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(DEVNET_MNEMONIC))
  expect(DEVNET_BITCOIN_ACCOUNTS).toHaveLength(10)
  for (const account of [...DEVNET_BITCOIN_ACCOUNTS, DEVNET_BITCOIN_MINER]) {
    const key = root.derive(account.path)
    expect(bytesToHex(key.privateKey as Uint8Array), account.path).toBe(account.privateKeyHex)
    expect(bytesToHex(key.publicKey as Uint8Array), account.path).toBe(account.publicKeyHex)
    expect(p2wpkh(account.publicKey, bitcoinRegtest.params).address, account.path).toBe(account.address)
  }
  expect(DEVNET_BITCOIN_ACCOUNTS.map((a) => a.path)).toEqual(
    Array.from({ length: 10 }, (_, i) => `m/84'/1'/0'/0/${i}`),
  )
})

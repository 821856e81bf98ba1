// Node side: the Bitcoin part of the test wallets' config, from the devnet's BIP-84 accounts.
import { type BitcoinNetwork, bitcoinRegtest, defineBitcoinNetwork } from '@airlock/bitcoin'
import { type BitcoinDevnetAccount, DEVNET_BITCOIN_ACCOUNTS } from '../../bitcoin/bitcoinAccounts'
import type { TestWalletBitcoinConfig } from '../testWalletConfig'

/**
 * The test wallets' Bitcoin config: the devnet's regtest network sending through `esploraUrl`, and the keys of
 * the devnet accounts (m/84'/1'/0'/0/i of the devnet mnemonic).
 * @example testWalletInitScript({ chains, accounts, bitcoin: bitcoinTestWalletConfig(devnet.bitcoin.esploraUrl) })
 */
export function bitcoinTestWalletConfig(
  esploraUrl: string,
  accounts: readonly BitcoinDevnetAccount[] = DEVNET_BITCOIN_ACCOUNTS,
  network: BitcoinNetwork = bitcoinRegtest,
): TestWalletBitcoinConfig {
  return {
    network: JSON.parse(JSON.stringify(defineBitcoinNetwork({ ...network, esploraUrl }))) as BitcoinNetwork,
    accounts: accounts.map((a) => a.privateKeyHex),
  }
}

import { expect, test } from 'vitest'
import { BitcoinNetworkDefinitionError } from './errors'
import {
  BITCOIN_NETWORKS,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
  caipNetworkIdFromGenesis,
  defineBitcoinNetwork,
} from './networks'

test('CAIP-2 ids come from the genesis block hashes (BIP-122)', () => {
  expect(bitcoinMainnet.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
  expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
  expect(bitcoinRegtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  expect(caipNetworkIdFromGenesis('0F9188F13CB7B2C71F2A335E3A4FC328BF5BEB436012AFCA590B1A11466E2206')).toBe(
    'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  )
  expect(new Set(BITCOIN_NETWORKS.map((n) => n.caipNetworkId)).size).toBe(3)
})

test('no network ships with a service URL: the integrator configures where requests go', () => {
  for (const network of BITCOIN_NETWORKS) expect(network.esploraUrl).toBeUndefined()
  const configured = defineBitcoinNetwork({
    ...bitcoinMainnet,
    esploraUrl: 'https://esplora.example.org/api/',
  })
  expect(configured.esploraUrl).toBe('https://esplora.example.org/api')
  expect(configured.caipNetworkId).toBe(bitcoinMainnet.caipNetworkId)
  expect(Object.isFrozen(configured.params)).toBe(true)
})

test('malformed definitions are refused', () => {
  const bad = [
    { ...bitcoinMainnet, genesisHash: 'abc' },
    { ...bitcoinMainnet, params: { ...bitcoinMainnet.params, bech32: 'BC' } },
    { ...bitcoinMainnet, params: { ...bitcoinMainnet.params, wif: 256 } },
    { ...bitcoinMainnet, name: ' ' },
    { ...bitcoinMainnet, walletStandardChain: 'solana:mainnet' as const },
    { ...bitcoinMainnet, esploraUrl: 'ftp://x' },
    { ...bitcoinMainnet, blockExplorerUrl: 'not a url' },
  ]
  for (const input of bad)
    expect(() => defineBitcoinNetwork(input as never)).toThrow(BitcoinNetworkDefinitionError)
})

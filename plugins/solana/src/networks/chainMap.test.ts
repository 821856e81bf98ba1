import { expect, test } from 'vitest'
import { solanaChainMap } from './chainMap'
import { solanaDevnet, solanaMainnet, solanaNetwork, solanaTestnet } from './networks'

const local = solanaNetwork({
  name: 'Airlock Devnet Solana',
  genesisHash: 'HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1zqqY8cNszC8F',
  rpcUrl: 'http://127.0.0.1:8899',
})

test('CAIP-2 ids are solana: + the first 32 characters of the genesis hash', () => {
  expect(solanaMainnet.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
  expect(local.caipNetworkId).toBe('solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1')
  expect(local.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:8899'])
  expect(local.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  expect([solanaMainnet.testnet, solanaDevnet.testnet, local.testnet]).toEqual([false, true, true])
})

test('Wallet Standard chain names map to CAIP-2 ids both ways, the local network included', () => {
  const map = solanaChainMap([solanaMainnet, solanaDevnet, solanaTestnet, local])
  expect(map.toCaip('solana:mainnet')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(map.toCaip('solana:devnet')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(map.toCaip('solana:testnet')).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
  expect(map.toCaip('solana:localnet')).toBe('solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1')
  expect(map.toCaip('solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1')).toBe(
    'solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1',
  )
  expect(map.toWalletStandard('solana:HwygUAZ9Ua9Uvwoju4imLbzxXfyA7Yt1')).toBe('solana:localnet')
  expect(map.toWalletStandard('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:mainnet')
  expect(map.toCaip('solana:unknown')).toBeUndefined()
  expect(solanaChainMap([solanaMainnet]).toCaip('solana:localnet')).toBeUndefined()
})

test('a network needs a base58 genesis hash or a solana: CAIP-2 id', () => {
  expect(() => solanaNetwork({ name: 'x', rpcUrl: 'http://127.0.0.1:1' })).toThrow(/genesisHash/)
  expect(
    solanaNetwork({ name: 'x', caipNetworkId: 'solana:abc', rpcUrl: 'https://h' }).rpcUrls.default.webSocket,
  ).toEqual(['wss://h'])
})

import { beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend, type StorageBackend } from './backend'
import { STORAGE_KEYS, STORAGE_PREFIX } from './keys'
import { createStorageService, type StorageService } from './StorageService'

let backend: StorageBackend
let clock: number
let storage: StorageService

beforeEach(() => {
  backend = createMemoryBackend()
  clock = 1_000_000
  storage = createStorageService({ backend, now: () => clock })
})

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.0' },
  iconUrl: 'http://127.0.0.1/eth.png',
}

describe('StorageService', () => {
  test('every key uses the fixed prefix', () => {
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(key.startsWith(STORAGE_PREFIX)).toBe(true)
    }
    expect(STORAGE_KEYS.recentWallets).toBe('@airlock/recent_wallets')
  })

  test('recent wallets persist, capped at 2', () => {
    storage.addRecentWallet({ id: 'a' })
    storage.addRecentWallet({ id: 'b', rdns: 'io.metamask' })
    storage.addRecentWallet({ id: 'c', rdns: 'io.metamask.mobile' })
    const reread = createStorageService({ backend })
    expect(reread.getRecentWallets().map((w) => w.id)).toEqual(['c', 'a'])
  })

  test('network, namespaces, connectors, status and social provider', () => {
    expect(storage.getActiveNetworkId()).toBeUndefined()
    storage.setActiveNetworkId('eip155:137')
    storage.setActiveNamespace('eip155')
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('solana')
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    storage.setConnectionStatus('eip155', 'connected')
    storage.setConnectedSocialProvider('google')
    expect(storage.getActiveNetworkId()).toBe('eip155:137')
    expect(storage.getActiveNamespace()).toBe('eip155')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    expect(storage.getConnectedConnectorId('eip155')).toBe('injected')
    expect(storage.getConnectionStatus('eip155')).toBe('connected')
    expect(storage.getConnectionStatus('solana')).toBe('disconnected')
    expect(storage.getConnectedSocialProvider()).toBe('google')
    storage.removeConnectedNamespace('eip155')
    storage.removeConnectedConnectorId('eip155')
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
    storage.clearConnectionState()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(storage.getConnectionStatus('eip155')).toBe('disconnected')
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(storage.getConnectedSocialProvider()).toBeUndefined()
    expect(storage.getActiveNetworkId()).toBe('eip155:137')
  })

  test('corrupt or foreign values are ignored, never a crash', () => {
    backend.setItem(STORAGE_KEYS.recentWallets, '{not json')
    backend.setItem(STORAGE_KEYS.activeNetworkId, '42')
    backend.setItem(STORAGE_KEYS.connectedNamespaces, '"eip155"')
    backend.setItem(STORAGE_KEYS.connectionStatus, '{"eip155":"weird"}')
    backend.setItem(STORAGE_KEYS.portfolioBalanceCache, '{"0xabc":{"value":[{"bad":1}],"timestamp":1000000}}')
    backend.setItem(STORAGE_KEYS.nativeBalanceCache, '{"0xabc":"garbage"}')
    backend.setItem(STORAGE_KEYS.identityCache, '[1,2]')
    expect(storage.getRecentWallets()).toEqual([])
    expect(storage.getActiveNetworkId()).toBeUndefined()
    expect(storage.getConnectedNamespaces()).toEqual([])
    expect(storage.getConnectionStatus('eip155')).toBe('disconnected')
    expect(storage.portfolioBalance.get('0xabc')).toBeUndefined()
    expect(storage.nativeBalance.get('0xabc')).toBeUndefined()
    expect(storage.identity.get('0xabc')).toBeUndefined()
    storage.addRecentWallet({ id: 'ok' })
    expect(storage.getRecentWallets()).toEqual([{ id: 'ok' }])
    storage.nativeBalance.set('0xabc', { balance: '1', symbol: 'ETH' })
    expect(storage.nativeBalance.get('0xabc')).toEqual({ balance: '1', symbol: 'ETH' })
  })

  test('balance caches live 30 s', () => {
    storage.portfolioBalance.set('eip155:1:0xabc', [balance])
    storage.nativeBalance.set('eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' })
    clock += 29_999
    expect(storage.portfolioBalance.get('eip155:1:0xabc')).toEqual([balance])
    expect(storage.nativeBalance.get('eip155:1:0xabc')?.balance).toBe('1.5')
    clock += 1
    expect(storage.portfolioBalance.get('eip155:1:0xabc')).toBeUndefined()
    expect(storage.nativeBalance.get('eip155:1:0xabc')).toBeUndefined()
  })

  test('the identity cache lives 5 min; stored with its timestamp', () => {
    storage.identity.set('0xabc', { name: 'alice.eth', avatar: null })
    expect(JSON.parse(backend.getItem(STORAGE_KEYS.identityCache) ?? '')).toEqual({
      '0xabc': { value: { name: 'alice.eth', avatar: null }, timestamp: 1_000_000 },
    })
    clock += 5 * 60_000 - 1
    expect(storage.identity.get('0xabc')?.name).toBe('alice.eth')
    clock += 1
    expect(storage.identity.get('0xabc')).toBeUndefined()
  })

  test('cache set prunes expired entries; delete and clear', () => {
    const id = (name: string) => ({ name, avatar: null })
    storage.identity.set('old', id('old.eth'))
    clock += 5 * 60_000
    storage.identity.set('new', id('new.eth'))
    expect(Object.keys(JSON.parse(backend.getItem(STORAGE_KEYS.identityCache) ?? ''))).toEqual(['new'])
    storage.identity.delete('new')
    storage.identity.delete('absent')
    expect(storage.identity.get('new')).toBeUndefined()
    storage.identity.set('x', id('x'))
    storage.identity.clear()
    expect(backend.getItem(STORAGE_KEYS.identityCache)).toBeNull()
  })

  test('token balance retries blocked 30 s after a failure', () => {
    expect(storage.isTokenBalanceRetryBlocked()).toBe(false)
    storage.markTokenBalanceFailure()
    clock += 29_999
    expect(storage.isTokenBalanceRetryBlocked()).toBe(true)
    clock += 1
    expect(storage.isTokenBalanceRetryBlocked()).toBe(false)
  })

  test('two services over separate backends share nothing', () => {
    const other = createStorageService({ backend: createMemoryBackend() })
    storage.setActiveNamespace('solana')
    expect(other.getActiveNamespace()).toBeUndefined()
  })
})

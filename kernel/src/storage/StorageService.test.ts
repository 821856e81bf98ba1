import { beforeEach, describe, expect, test } from 'vitest'
import { createMemoryBackend, type StorageBackend } from './backend'
import { ConnectionStorage } from './ConnectionStorage'
import { STORAGE_KEYS, STORAGE_PREFIX } from './keys'
import { createStorageService, type StorageService } from './StorageService'

let backend: StorageBackend
let clock: number
let storage: StorageService
let connection: ConnectionStorage

beforeEach(() => {
  backend = createMemoryBackend()
  clock = 1_000_000
  storage = createStorageService({ backend, now: () => clock })
  connection = new ConnectionStorage(storage)
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

  test('recent wallets persist, capped at 2 [spec 3.16]', () => {
    connection.addRecentWallet({ id: 'a' })
    connection.addRecentWallet({ id: 'b', rdns: 'io.metamask' })
    connection.addRecentWallet({ id: 'c', rdns: 'io.metamask.mobile' })
    const reread = createStorageService({ backend })
    expect(reread.getRecentWallets().map((w) => w.id)).toEqual(['c', 'a'])
  })

  test('network, namespaces, connectors and status [spec 3.16]', () => {
    expect(storage.getActiveNetworkId()).toBeUndefined()
    connection.setActiveNetworkId('eip155:137')
    connection.setActiveNamespace('eip155')
    connection.addConnectedNamespace('eip155')
    connection.addConnectedNamespace('eip155')
    connection.addConnectedNamespace('solana')
    connection.setConnectedConnectorId('eip155', 'injected')
    connection.setConnectedConnectorId('solana', 'phantom')
    connection.setConnectionStatus('eip155', 'connected')
    expect(storage.getActiveNetworkId()).toBe('eip155:137')
    expect(connection.getActiveNamespace()).toBe('eip155')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    expect(connection.getConnectedConnectorId('eip155')).toBe('injected')
    expect(connection.getConnectionStatus('eip155')).toBe('connected')
    expect(connection.getConnectionStatus('solana')).toBe('disconnected')
    connection.removeConnectedNamespace('eip155')
    connection.removeConnectedConnectorId('eip155')
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
    expect(connection.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(connection.getConnectedConnectorId('solana')).toBe('phantom')
    connection.clearConnectionState()
    expect(connection.getConnectedConnectorId('solana')).toBeUndefined()
    expect(connection.getConnectionStatus('eip155')).toBe('disconnected')
    expect(storage.getConnectedNamespaces()).toEqual([])
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
    expect(connection.getConnectionStatus('eip155')).toBe('disconnected')
    expect(storage.portfolioBalance.get('0xabc')).toBeUndefined()
    expect(connection.nativeBalance.get('0xabc')).toBeUndefined()
    expect(storage.identity.get('0xabc')).toBeUndefined()
    connection.addRecentWallet({ id: 'ok' })
    expect(storage.getRecentWallets()).toEqual([{ id: 'ok' }])
    connection.nativeBalance.set('0xabc', { balance: '1', symbol: 'ETH' })
    expect(connection.nativeBalance.get('0xabc')).toEqual({ balance: '1', symbol: 'ETH' })
  })

  test('balance caches live 30 s [spec 9.1]', () => {
    storage.portfolioBalance.set('eip155:1:0xabc', [balance])
    connection.nativeBalance.set('eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' })
    clock += 29_999
    expect(storage.portfolioBalance.get('eip155:1:0xabc')).toEqual([balance])
    expect(connection.nativeBalance.get('eip155:1:0xabc')?.balance).toBe('1.5')
    clock += 1
    expect(storage.portfolioBalance.get('eip155:1:0xabc')).toBeUndefined()
    expect(connection.nativeBalance.get('eip155:1:0xabc')).toBeUndefined()
  })

  test('the identity cache lives 5 min; stored with its timestamp [spec 9.2]', () => {
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

  test('token balance retries blocked 30 s after a failure [spec 9.3]', () => {
    expect(connection.isTokenBalanceRetryBlocked()).toBe(false)
    connection.markTokenBalanceFailure()
    clock += 29_999
    expect(connection.isTokenBalanceRetryBlocked()).toBe(true)
    clock += 1
    expect(connection.isTokenBalanceRetryBlocked()).toBe(false)
  })

  test('two services over separate backends share nothing', () => {
    const other = createStorageService({ backend: createMemoryBackend() })
    connection.setActiveNamespace('solana')
    expect(new ConnectionStorage(other).getActiveNamespace()).toBeUndefined()
  })
})

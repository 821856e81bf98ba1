import { observable } from 'mobx'
import { describe, expect, test } from 'vitest'
import { createTestchainAdapter } from '../chain/testing/testchain'
import type { Connector } from '../chain/types'
import { ConnectionStore } from './ConnectionStore'

describe('ConnectionStore', () => {
  test('status per namespace; disconnect resets every chain and clears connector ids', () => {
    const store = new ConnectionStore()
    store.addAdapter(createTestchainAdapter())
    expect(store.status('testchain')).toBe('disconnected')
    store.setStatus('testchain', 'connected')
    store.setStatus('eip155', 'connecting')
    store.setConnectorId('testchain', 'test-wallet')
    store.setWcUri('wc:abc', 1_000)
    expect(store.isConnected).toBe(true)
    store.resetAll()
    expect(store.status('testchain')).toBe('disconnected')
    expect(store.status('eip155')).toBe('disconnected')
    expect(store.connectorIds.size).toBe(0)
    expect(store.wcUri).toBeUndefined()
    expect(store.isConnected).toBe(false)
  })

  test('aggregates connectors across adapters and follows runtime announcements', () => {
    const store = new ConnectionStore()
    const adapter = createTestchainAdapter()
    store.addAdapter(adapter)
    const other = { namespace: 'other', connectors: observable.array<Connector>([]) }
    store.addAdapter({ ...adapter, ...other })
    const extra: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'other' }
    store.addConnector(extra)
    expect(store.connectors.map((c) => c.id)).toEqual(['test-wallet', 'auth'])
    expect(store.hasVisibleWallet).toBe(false)
    adapter.announce({
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      chain: 'testchain',
      info: { rdns: 'io.rabby' },
    })
    expect(store.hasVisibleWallet).toBe(true)
    expect(store.connector('io.rabby')?.name).toBe('Rabby')
    expect(store.connector('auth', 'testchain')).toBeUndefined()
    expect(store.adapter('other')?.namespace).toBe('other')
    store.removeConnector(extra)
    expect(store.connectors.map((c) => c.id)).toEqual(['test-wallet', 'io.rabby'])
    expect(store.namespaces).toEqual(['testchain', 'other'])
  })

  test('a pairing URI is expired when 10 s or less remain', () => {
    const store = new ConnectionStore()
    expect(store.isWcUriExpired(0)).toBe(true)
    store.setWcUri('wc:abc@2', 240_000)
    expect(store.isWcUriExpired(229_999)).toBe(false)
    expect(store.isWcUriExpired(230_000)).toBe(true)
    store.setRecentWallets([{ id: 'a' }])
    expect(store.recentWallets).toEqual([{ id: 'a' }])
  })
})

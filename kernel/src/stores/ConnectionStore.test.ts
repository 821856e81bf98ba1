import { observable } from 'mobx'
import { describe, expect, test } from 'vitest'
import { createTestchainAdapter } from '../chain/testing/testchain'
import type { Connector } from '../chain/types'
import { SignatureDeclinedError } from '../errors'
import { ConnectionStore } from './ConnectionStore'

describe('ConnectionStore', () => {
  test('status per namespace; disconnect resets every chain and clears connector ids [spec 4.1, 4.2]', () => {
    const store = new ConnectionStore()
    store.addAdapter(createTestchainAdapter())
    expect(store.statusOf('testchain')).toBe('disconnected')
    store.setStatus('testchain', 'pending')
    expect(store.isConnected).toBe(false)
    expect(store.status).toBe('pending')
    expect(store.linkedNamespaces).toEqual(['testchain'])
    store.setStatus('testchain', 'connected')
    store.setStatus('othernet', 'connecting')
    store.setConnectorId('testchain', 'test-wallet')
    expect(store.isConnected).toBe(true)
    expect(store.status).toBe('connected')
    store.resetAll()
    expect(store.statusOf('testchain')).toBe('disconnected')
    expect(store.statusOf('othernet')).toBe('disconnected')
    expect(store.connectorIds.size).toBe(0)
    expect(store.isConnected).toBe(false)
  })

  test('aggregates connectors across adapters and follows runtime announcements', () => {
    const store = new ConnectionStore()
    const adapter = createTestchainAdapter()
    store.addAdapter(adapter)
    const other = { namespace: 'other', connectors: observable.array<Connector>([]) }
    store.addAdapter({ ...adapter, ...other })
    const extra: Connector = { id: 'auth', name: 'Email', type: 'EXTERNAL', namespaces: ['other'] }
    store.addConnector(extra)
    expect(store.connectors.map((c) => c.id)).toEqual(['test-wallet', 'auth'])
    expect(store.hasVisibleWallet).toBe(false)
    adapter.announce({
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      namespaces: ['testchain'],
      info: { rdns: 'io.rabby' },
    })
    expect(store.hasVisibleWallet).toBe(true)
    expect(store.connector('io.rabby')?.name).toBe('Rabby')
    expect(store.connector('nope')).toBeUndefined()
    expect(store.adapter('other')?.namespace).toBe('other')
    store.removeConnector(extra)
    expect(store.connectors.map((c) => c.id)).toEqual(['test-wallet', 'io.rabby'])
    expect(store.namespaces).toEqual(['testchain', 'other'])
  })

  test('one wallet across namespaces is one group (joined by rdns, else by name); same-namespace twins stay apart', () => {
    const store = new ConnectionStore()
    const connector = (id: string, namespace: string, extra: Partial<Connector> = {}): Connector => ({
      id,
      name: 'Rabby',
      type: 'ANNOUNCED',
      namespaces: [namespace],
      ...extra,
    })
    store.addConnector(connector('a:rabby', 'alpha', { info: { rdns: 'io.rabby' }, imageUrl: 'data:a' }))
    store.addConnector(connector('b:rabby', 'beta', { info: { rdns: 'io.rabby' } }))
    store.addConnector(connector('c:phantom', 'alpha', { name: 'Phantom' }))
    store.addConnector(connector('d:phantom', 'beta', { name: 'phantom' }))
    store.addConnector(connector('e:phantom', 'beta', { name: 'Phantom' }))
    store.addConnector({
      id: 'pairing',
      name: 'Pairing',
      type: 'MULTI_CHAIN',
      namespaces: ['alpha', 'beta'],
    })
    expect(store.wallets.map((w) => [w.id, w.namespaces, w.connectors.length])).toEqual([
      ['a:rabby', ['alpha', 'beta'], 2],
      ['c:phantom', ['alpha', 'beta'], 2],
      ['e:phantom', ['beta'], 1],
      ['pairing', ['alpha', 'beta'], 1],
    ])
    expect(store.wallets[0]).toMatchObject({ name: 'Rabby', rdns: 'io.rabby', imageUrl: 'data:a' })
    expect(store.walletOf('b:rabby')?.id).toBe('a:rabby')
    store.setRecentWallets([{ id: 'a' }])
    expect(store.recentWallets).toEqual([{ id: 'a' }])
    const declined = new SignatureDeclinedError()
    store.setLastError('a:rabby', declined)
    expect(store.lastErrors.get('a:rabby')).toBe(declined)
    store.setLastError('a:rabby', undefined)
    expect(store.lastErrors.has('a:rabby')).toBe(false)
  })
})

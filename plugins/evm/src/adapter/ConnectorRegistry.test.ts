import { expect, test } from 'vitest'
import type { Eip1193Provider } from '../types'
import { ConnectorRegistry } from './ConnectorRegistry'

const provider = (flags: Record<string, boolean> = {}): Eip1193Provider & Record<string, unknown> => ({
  request: async () => null,
  ...flags,
})

function page(ethereum?: Eip1193Provider & Record<string, unknown>) {
  return Object.assign(new EventTarget(), ethereum ? { ethereum } : {})
}

function announce(target: EventTarget, rdns: string, p: unknown, name = rdns) {
  target.dispatchEvent(
    Object.assign(new Event('eip6963:announceProvider'), {
      detail: { info: { uuid: name, name, icon: 'data:,', rdns }, provider: p },
    }),
  )
}

const visible = (r: ConnectorRegistry) => r.visible.map((c) => `${c.type}:${c.id}`)

test('the injected wallet is hidden when an announced wallet has its rdns, but still resolvable', () => {
  const registry = new ConnectorRegistry()
  const target = page(provider({ isMetaMask: true }))
  registry.discover(target, { injected: true, eip6963: true })
  expect(visible(registry)).toEqual(['INJECTED:injected'])
  announce(target, 'io.metamask', provider())
  expect(visible(registry)).toEqual(['ANNOUNCED:io.metamask'])
  expect(registry.get('injected')?.type).toBe('INJECTED')
})

test('an unrelated injected wallet stays next to announced ones', () => {
  const registry = new ConnectorRegistry()
  const target = page(provider())
  registry.discover(target, { injected: true, eip6963: true })
  announce(target, 'com.example.wallet', provider())
  expect(visible(registry)).toEqual(['INJECTED:injected', 'ANNOUNCED:com.example.wallet'])
})

test('announcements are de-duplicated by rdns (MetaMask mobile counts as desktop); malformed ones are ignored', () => {
  const registry = new ConnectorRegistry()
  const target = page()
  registry.discover(target, { injected: true, eip6963: true })
  announce(target, 'io.metamask.mobile', provider(), 'MetaMask Mobile')
  announce(target, 'io.metamask', provider(), 'MetaMask')
  announce(target, 'bad.wallet', { notAProvider: true })
  target.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: null }))
  expect(registry.visible.map((c) => [c.id, c.name])).toEqual([['io.metamask', 'MetaMask Mobile']])
})

test('discovery asks wallets to announce, and its stopper removes the listener', () => {
  const registry = new ConnectorRegistry()
  const target = page()
  let asked = 0
  target.addEventListener('eip6963:requestProvider', () => asked++)
  const stop = registry.discover(target, { injected: true, eip6963: true })
  expect(asked).toBe(1)
  stop()
  announce(target, 'com.late.wallet', provider())
  expect(registry.visible).toHaveLength(0)
})

test('discovery can be turned off per kind', () => {
  const registry = new ConnectorRegistry()
  const target = page(provider())
  registry.discover(target, { injected: false, eip6963: false })
  announce(target, 'com.example.wallet', provider())
  expect(registry.visible).toHaveLength(0)
})

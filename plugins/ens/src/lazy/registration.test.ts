// Name registration (spec §4) through a real kernel instance, the real evm plugin signing with a viem
// local account, and the devnet's POST /v1/profile/account.

import { uiHost } from '@airlock/kernel/internal'
import { defineChain } from 'viem'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { withFaults } from '../../test/faults'
import { pluginLoaded, startInstance, type TestInstance } from '../../test/startInstance'
import { ENS_NAME_ZONE } from '../constants'
import { chooseNameAction } from '../ens'

const instances: TestInstance[] = []
afterEach(async () => {
  for (const i of instances.splice(0)) await i.airlock.destroy()
})
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`
const snackbar = (i: TestInstance) => {
  const { open, message } = i.airlock.get((s) => s.snackbar)
  return open ? message : undefined
}
const lookup = (address: string) =>
  fetch(
    `${inject('apiUrl')}/v1/profile/reverse/${address}?projectId=${inject('projectId')}&st=test&sv=0.1.0`,
  ).then((r) => r.json() as Promise<{ name: string }[]>)

/** A connected instance on the register view, with its names store. */
async function onRegisterView(extra: Parameters<typeof startInstance>[0] = {}) {
  const i = await startInstance(extra)
  instances.push(i)
  const loaded = new Promise((resolve) => pluginLoaded(i.airlock, resolve))
  await i.connect()
  await loaded
  await i.airlock.open('Account')
  // Choosing the Account view's "Choose name" entry opens its view.
  const entry = uiHost(i.airlock)
    .slotEntries('accountActions')
    .find((e) => e.id === chooseNameAction.id)
  expect(entry).toMatchObject({ view: 'ens/register', owner: 'ens' })
  await i.airlock.open('ens/register')
  expect(i.airlock.get((s) => s.modal.view.view)).toBe('ens/register')
  const store = i.airlock.plugin('ens')?.store
  if (!store) throw new Error('the ens plugin is not set up')
  return { i, store }
}

describe('registration', () => {
  test('signs {name, attributes: {}, timestamp}, registers, sets the profile name and shows success with no back [spec 2.13, 3.11, 4.7]', async () => {
    const { i, store } = await onRegisterView()
    const label = unique('Reg')
    const name = `${label.toLowerCase()}.${ENS_NAME_ZONE}`
    i.wallet.gate.mode = 'manual'
    const before = Math.floor(Date.now() / 1000)
    const done = store.register(label)
    expect(store.loading).toBe(true)
    await vi.waitFor(() => expect(i.wallet.gate.pending()).toHaveLength(1))
    i.wallet.gate.mode = 'approve'
    i.wallet.gate.decide(true)
    expect(await done).toBe(true)
    expect(store.loading).toBe(false)
    const signed = JSON.parse(i.wallet.signedMessages[0] ?? '{}') as {
      name: string
      attributes: object
      timestamp: number
    }
    expect(signed.name).toBe(name)
    expect(signed.attributes).toEqual({})
    expect(signed.timestamp).toBeGreaterThanOrEqual(before)
    expect(signed.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    await vi.waitFor(() => expect(i.airlock.get((s) => s.accountOf('eip155').profileName)).toBe(name))
    expect(i.airlock.get((s) => s.modal.view)).toMatchObject({
      view: 'ens/registered',
      params: { name },
      noBack: true,
    })
    expect(i.airlock.get((s) => s.modal.canGoBack)).toBe(false)
    expect((await lookup(i.wallet.account.address)).map((n) => n.name)).toEqual([name])
    expect(i.airlock.get((s) => chooseNameAction.visible?.(s))).toBe(false)
  })

  test("a taken name returns to the register view with the API's reason; loading clears [spec 4.7, 8.19]", async () => {
    const first = await onRegisterView()
    const label = unique('dup')
    expect(await first.store.register(label)).toBe(true)
    const { i, store } = await onRegisterView()
    await i.airlock.navigate('Networks')
    const done = store.register(label)
    expect(await done).toBe(false)
    expect(store.loading).toBe(false)
    expect(store.error).toBe(`Name is already registered: ${label}.${ENS_NAME_ZONE}`)
    await vi.waitFor(() => expect(snackbar(i)).toBe(store.error))
    expect(i.airlock.get((s) => s.modal.view)).toEqual({ view: 'ens/register', params: { name: label } })
    expect(i.airlock.get((s) => s.accountOf('eip155').profileName)).toBeUndefined()
  })

  test("a declined signature reads 'Error registering name {name}' and registers nothing [spec 8.19]", async () => {
    const { i, store } = await onRegisterView()
    const label = unique('declined')
    i.wallet.rejectNext()
    expect(await store.register(label)).toBe(false)
    expect(store.error).toBe(`Error registering name ${label}.${ENS_NAME_ZONE}`)
    expect(store.loading).toBe(false)
    expect(await lookup(i.wallet.account.address)).toEqual([])
  })

  test('an answer without a reason falls back to the catalogue text', async () => {
    const { store } = await onRegisterView()
    const label = unique('noreason')
    const ok = await withFaults([{ route: '/v1/profile/account', kind: 'malformed', method: 'POST' }], () =>
      store.register(label),
    )
    expect(ok).toBe(false)
    expect(store.error).toBe(`Error registering name ${label}.${ENS_NAME_ZONE}`)
  })

  test('cancelling while the wallet is asked clears loading and sends nothing when the signature comes late [spec 4.7]', async () => {
    const { i, store } = await onRegisterView()
    const label = unique('cancel')
    i.wallet.gate.mode = 'manual'
    const done = store.register(label)
    await vi.waitFor(() => expect(i.wallet.gate.pending()).toHaveLength(1))
    store.cancel()
    expect(store.loading).toBe(false)
    i.wallet.gate.mode = 'approve'
    i.wallet.gate.decide(true)
    expect(await done).toBe(false)
    expect(await lookup(i.wallet.account.address)).toEqual([])
    expect(i.airlock.get((s) => s.modal.view.view)).toBe('ens/register')
    expect(store.error).toBeUndefined()
  })

  test("a view laid over the register view while the wallet is asked (an embedded wallet's approval) does not cancel: the name registers", async () => {
    const { i, store } = await onRegisterView()
    const label = unique('covered')
    i.wallet.gate.mode = 'manual'
    expect(store.registerViewMounted()).toBe(false)
    const done = store.register(label)
    await vi.waitFor(() => expect(i.wallet.gate.pending()).toHaveLength(1))
    // The approval view is pushed: the register view unmounts but stays in the stack.
    await i.airlock.navigate('Networks')
    store.registerViewUnmounted()
    expect(store.loading).toBe(true)
    i.wallet.gate.mode = 'approve'
    i.wallet.gate.decide(true)
    i.airlock.back()
    expect(store.registerViewMounted()).toBe(true)
    expect(await done).toBe(true)
    expect((await lookup(i.wallet.account.address)).map((n) => n.name)).toEqual([`${label}.${ENS_NAME_ZONE}`])
  })

  test('leaving the register view from under a view laid over it cancels the registration (as leaving it does)', async () => {
    const { i, store } = await onRegisterView()
    const label = unique('left')
    i.wallet.gate.mode = 'manual'
    const done = store.register(label)
    await vi.waitFor(() => expect(i.wallet.gate.pending()).toHaveLength(1))
    await i.airlock.navigate('Networks')
    store.registerViewUnmounted()
    expect(store.loading).toBe(true)
    // The modal closes: the register view is gone; a late signature is not sent.
    i.airlock.close()
    await vi.waitFor(() => expect(store.loading).toBe(false))
    i.wallet.gate.mode = 'approve'
    i.wallet.gate.decide(true)
    expect(await done).toBe(false)
    expect(await lookup(i.wallet.account.address)).toEqual([])
    // The next register view starts afresh.
    expect(store.registerViewMounted()).toBe(false)
  })

  test("a chain id of 2^31 or more is 'Invalid chainId' before anything is signed [spec 5.13]", async () => {
    // An EVM chain the evm plugin and the wallet serve (the wallet switches to it when asked).
    const big = defineChain({
      id: 2147483648,
      name: 'Too big',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    })
    const { i, store } = await onRegisterView({ chains: [big] })
    await i.airlock.switchNetwork('eip155:2147483648')
    expect(await store.register(unique('big'))).toBe(false)
    expect(store.error).toBe('Invalid chainId')
    expect(i.wallet.signedMessages).toEqual([])
  })
})

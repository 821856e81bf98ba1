// The names plugin in a real kernel instance with the real evm plugin (a viem local-account wallet),
// against the devnet's profile endpoints.
import type { CaipNetwork } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { defineChain } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { withFaults } from '../../test/faults'
import { nameApi } from '../../test/nameApi'
import { localWallet, pluginLoaded, startInstance, type TestInstance } from '../../test/startInstance'
import { CHOOSE_NAME_ACTION, ENS_NAME_ZONE } from '../constants'
import { chooseNameAction } from '../ens'
import { coinTypeFromChainId } from './nameRules'
import { registrationMessage } from './registrationMessage'

const instances: TestInstance[] = []
afterEach(async () => {
  for (const i of instances.splice(0)) await i.airlock.destroy()
})
const start = async (...args: Parameters<typeof startInstance>) => {
  const instance = await startInstance(...args)
  instances.push(instance)
  return instance
}
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`
const api = nameApi
const eip155 = (i: TestInstance) => i.airlock.get((s) => s.accountOf('eip155'))
const snackbar = (i: TestInstance) => {
  const { open, message } = i.airlock.get((s) => s.snackbar)
  return open ? message : undefined
}

/** Registers a name for the wallet's account straight through the API. */
async function preRegister(wallet: { account: PrivateKeyAccount }, label: string): Promise<string> {
  const name = `${label}.${ENS_NAME_ZONE}`
  const message = registrationMessage(name, Date.now())
  const signature = await wallet.account.signMessage({ message })
  await api().registerEnsName(
    { coinType: coinTypeFromChainId(31337), address: wallet.account.address, message, signature },
    name,
  )
  return name
}

/** Connects and waits until the lazily loaded plugin resolved the account's name (or found none). */
async function connectAndResolve(instance: TestInstance) {
  const loaded = new Promise((resolve) => pluginLoaded(instance.airlock, resolve))
  await instance.connect()
  await loaded
  const store = instance.airlock.plugin('ens')?.store
  if (!store) throw new Error('the ens plugin is not set up')
  const caipAddress = instance.airlock.get((s) => s.accountOf('eip155').caipAddress) ?? ''
  await store.resolveName(instance.wallet.account.address, caipAddress.split(':').slice(0, 2).join(':'))
  return store
}

describe('lazy loading', () => {
  test('nothing of the plugin loads before an EVM account is connected; connecting loads it for the lookup', async () => {
    const i = await start()
    expect(i.airlock.get((s) => s.plugins.state('ens'))).toBe('pending')
    expect(uiHost(i.airlock).hasView('ens/register')).toBe(true)
    expect(i.airlock.plugin('ens')).toBeUndefined()
    await connectAndResolve(i)
    expect(i.airlock.get((s) => s.plugins.state('ens'))).toBe('loaded')
    expect(i.airlock.plugin('ens')?.api).toBeDefined()
  })

  test('opening the register view loads the plugin without any account', async () => {
    const i = await start()
    await i.airlock.open('ens/register', { name: 'alice' })
    expect(i.airlock.get((s) => s.plugins.state('ens'))).toBe('loaded')
    expect(i.airlock.get((s) => s.modal.view)).toEqual({ view: 'ens/register', params: { name: 'alice' } })
    expect(uiHost(i.airlock).viewTitle('ens/register', undefined)).toBe('Choose name')
  })
})

describe('reverse lookup', () => {
  test('a registered name becomes the profile name; the action hides once there is a name', async () => {
    const wallet = localWallet()
    const name = await preRegister(wallet, unique('known'))
    const i = await start({ wallet })
    await connectAndResolve(i)
    await vi.waitFor(() => expect(eip155(i).profileName).toBe(name))
    expect(i.airlock.get((s) => chooseNameAction.visible?.(s))).toBe(false)
  })

  test('an address without names has no profile name and sees the "Choose name" action', async () => {
    const i = await start()
    await connectAndResolve(i)
    expect(eip155(i).profileName).toBeUndefined()
    const action = uiHost(i.airlock)
      .slotEntries('accountActions')
      .find((e) => e.id === CHOOSE_NAME_ACTION)
    expect(i.airlock.get((s) => action?.visible?.(s))).toBe(true)
  })

  test('names are cached by address for 5 minutes (a failing API is not asked again meanwhile) [spec 9.2, 7.7]', async () => {
    let now = Date.now()
    const wallet = localWallet()
    const name = await preRegister(wallet, unique('cached'))
    const i = await start({ wallet, now: () => now })
    const store = await connectAndResolve(i)
    await withFaults([{ route: '/v1/profile/reverse/*', kind: 'malformed' }], async () => {
      now += 5 * 60_000 - 1
      expect(await store.resolveName(wallet.account.address)).toBe(name)
      expect(snackbar(i)).toBeUndefined()
      now += 1
      expect(await store.resolveName(wallet.account.address)).toBeUndefined()
      await vi.waitFor(() => expect(snackbar(i)).toBe('Error resolving name'))
    })
  })

  test("a failed lookup shows 'Error resolving name' and reports it on the bus [spec 8.12]", async () => {
    const i = await start()
    const errors: { error: Error; source?: string }[] = []
    i.airlock.on('error', (e) => void errors.push(e))
    await withFaults([{ route: '/v1/profile/reverse/*', kind: '500' }], async () => {
      await i.connect()
      await vi.waitFor(() => expect(snackbar(i)).toBe('Error resolving name'), { timeout: 5000 })
    })
    expect(errors.find((e) => e.source === 'ens')?.error.message).toContain('Error resolving name')
    expect(eip155(i).profileName).toBeUndefined()
  })

  test("switching the wallet's account shows the new address's name, or none", async () => {
    const otherKey = generatePrivateKey()
    const wallet = localWallet(31337, [generatePrivateKey(), otherKey, generatePrivateKey()])
    const name = await preRegister(wallet, unique('first'))
    const otherName = await preRegister({ account: privateKeyToAccount(otherKey) }, unique('second'))
    const i = await start({ wallet })
    await connectAndResolve(i)
    await vi.waitFor(() => expect(eip155(i).profileName).toBe(name))
    wallet.switchAccount(1)
    await vi.waitFor(() => expect(eip155(i).profileName).toBe(otherName))
    wallet.switchAccount(2)
    await vi.waitFor(() => expect(eip155(i).address).toBe(wallet.account.address))
    expect(eip155(i).profileName).toBeUndefined()
  })

  test('on a chain the API does not serve nothing is asked; switching to a served chain looks the name up', async () => {
    const unserved = defineChain({
      id: 999,
      name: 'Not served',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    })
    const wallet = localWallet(999)
    const name = await preRegister(wallet, unique('served'))
    const i = await start({ wallet, chains: [unserved] })
    await withFaults([{ route: '/v1/profile/reverse/*', kind: '500' }], async () => {
      const store = await connectAndResolve(i)
      expect(eip155(i).caipAddress).toBe(`eip155:999:${wallet.account.address}`)
      expect(await store.resolveName(wallet.account.address, 'eip155:999')).toBeUndefined()
      expect(snackbar(i)).toBeUndefined()
    })
    expect(eip155(i).profileName).toBeUndefined()
    await i.airlock.switchNetwork('eip155:31337')
    await vi.waitFor(() => expect(eip155(i).profileName).toBe(name), { timeout: 5000 })
  })

  test('the action is absent on a non-EVM namespace even with an EVM account connected [spec 9.19]', async () => {
    const solana: CaipNetwork = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    }
    const i = await start({ networks: [solana] })
    await connectAndResolve(i)
    expect(i.airlock.get((s) => chooseNameAction.visible?.(s))).toBe(true)
    await i.airlock.switchNetwork(solana.caipNetworkId)
    expect(i.airlock.get((s) => chooseNameAction.visible?.(s))).toBe(false)
  })
})

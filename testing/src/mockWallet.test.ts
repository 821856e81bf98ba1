// The mock wallet against the real kernel: scripted approvals, wallet-side events, a made-up namespace.
import { type Airlock, createAirlock } from '@airlock/kernel'
import { afterEach, describe, expect, test } from 'vitest'
import { createMemoryStorage } from './memoryStorage'
import { mockConfig } from './mockConfig'
import { mockNetwork } from './mockNetworks'
import {
  createMockWallet,
  MOCK_ADDRESS,
  MOCK_ADDRESS_2,
  type MockWallet,
  type MockWalletOptions,
} from './mockWallet'

const instances: Airlock[] = []
afterEach(async () => {
  await Promise.all(instances.splice(0).map((a) => a.destroy()))
})

async function start(options: MockWalletOptions = {}, storage = createMemoryStorage()) {
  const wallet = createMockWallet(options)
  const airlock = createAirlock(mockConfig({ wallet, config: { storage } }))
  instances.push(airlock)
  await airlock.ready
  return { wallet, airlock, storage }
}

describe('connect', () => {
  test('approves by default: the first account on the first network is connected', async () => {
    const { wallet, airlock } = await start()
    await airlock.connect('mock-wallet')
    expect(airlock.getConnectionStatus()).toBe('connected')
    expect(airlock.getAccount().caipAddress).toBe(`mock:1:${MOCK_ADDRESS}`)
    expect(wallet.address).toBe(MOCK_ADDRESS)
    expect(wallet.requests.map((r) => [r.method, r.status])).toEqual([['connect', 'approved']])
  })

  test('a rejecting wallet leaves the instance disconnected with the user-rejection error', async () => {
    const { airlock } = await start({ approval: 'reject' })
    await expect(airlock.connect('mock-wallet')).rejects.toMatchObject({ code: 4001 })
    expect(airlock.getConnectionStatus()).toBe('disconnected')
  })

  test('manual approval holds the request until the test approves it with another account', async () => {
    const { wallet, airlock } = await start({ approval: 'manual', accounts: [MOCK_ADDRESS, MOCK_ADDRESS_2] })
    const connecting = airlock.connect('mock-wallet')
    const request = await wallet.nextRequest('connect')
    expect(airlock.getConnectionStatus()).toBe('connecting')
    request.approve(MOCK_ADDRESS_2)
    await connecting
    expect(airlock.getAccount().address).toBe(MOCK_ADDRESS_2)
    expect(airlock.getAccount().allAccounts.map((a) => a.address)).toEqual([MOCK_ADDRESS, MOCK_ADDRESS_2])
    expect(() => request.reject()).toThrow('connect request already approved')
  })

  test('a made-up namespace goes through the contract like any chain plugin', async () => {
    const networks = [mockNetwork('main', { namespace: 'acme', name: 'Acme' })]
    const { airlock } = await start({
      namespace: 'acme',
      networks,
      validateAddress: (v) => v.startsWith('acme1'),
      accounts: ['acme1alice'],
    })
    await airlock.connect('mock-wallet')
    expect(airlock.getAccount().caipAddress).toBe('acme:main:acme1alice')
    expect(airlock.getNetwork().caipNetworkId).toBe('acme:main')
    expect(airlock.get((s) => s.connection.adapter('acme'))?.address.validate('acme1bob')).toBe(true)
  })

  test('a stored connection is restored by a new instance on the same storage, without a request', async () => {
    const first = await start()
    await first.airlock.connect('mock-wallet')
    await first.airlock.destroy()
    const second = await start({}, first.storage)
    expect(second.airlock.getConnectionStatus()).toBe('connected')
    expect(second.wallet.requests).toEqual([])
  })
})

describe('requests after connect', () => {
  async function connected(
    options: MockWalletOptions = {},
  ): Promise<{ wallet: MockWallet; airlock: Airlock }> {
    const started = await start(options)
    await started.airlock.connect('mock-wallet')
    return started
  }

  test('a network switch is a wallet request: approved it moves the instance, rejected it stays', async () => {
    const { wallet, airlock } = await connected()
    await airlock.switchNetwork('mock:2')
    expect(airlock.getNetwork().caipNetworkId).toBe('mock:2')
    wallet.setApproval('reject', 'switchNetwork')
    await expect(airlock.switchNetwork('mock:1')).rejects.toBeDefined()
    expect(airlock.getNetwork().caipNetworkId).toBe('mock:2')
  })

  test('a wallet that cannot switch has no switchNetwork capability', async () => {
    const { wallet, airlock } = await connected({ canSwitchNetwork: false })
    expect(wallet.adapter.switchNetwork).toBeUndefined()
    await expect(airlock.switchNetwork('mock:2')).rejects.toThrow('Chain is not supported')
  })

  test('signing runs the beforeRequest gate and answers with a signature', async () => {
    const { wallet } = await connected()
    await expect(wallet.adapter.signMessage?.({ message: 'hi', address: MOCK_ADDRESS })).resolves.toBe(
      '0xsigned:hi',
    )
    wallet.setApproval('manual')
    const signing = wallet.adapter.signMessage?.({ message: 'again', address: MOCK_ADDRESS })
    const request = await wallet.nextRequest('signMessage')
    expect(request.params).toEqual({ message: 'again', address: MOCK_ADDRESS })
    request.reject()
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })
})

describe('the wallet acting on its own', () => {
  test('switching chain, changing accounts and disconnecting reach the instance', async () => {
    const { wallet, airlock } = await start()
    await airlock.connect('mock-wallet')
    wallet.switchChain(2)
    expect(airlock.getNetwork().caipNetworkId).toBe('mock:2')
    wallet.changeAccounts([MOCK_ADDRESS_2])
    expect(airlock.getAccount().address).toBe(MOCK_ADDRESS_2)
    wallet.disconnect()
    await expect.poll(() => airlock.getConnectionStatus()).toBe('disconnected')
    expect(wallet.address).toBeUndefined()
  })

  test('a wallet announced at runtime is listed among the connectors', async () => {
    const { wallet, airlock } = await start()
    wallet.announce({ id: 'late-wallet', name: 'Late Wallet', type: 'ANNOUNCED', namespaces: ['mock'] })
    expect(airlock.get((s) => s.connection.connectors.map((c) => c.id))).toContain('late-wallet')
  })

  test('acting before the wallet is attached is a clear error', () => {
    expect(() => createMockWallet().disconnect()).toThrow('pass wallet.plugin to createAirlock first')
  })
})

// The example third-party plugin in a real kernel instance with the real evm plugin, sending real tips
// on the devnet's anvil (the sandbox suite's devnet).
import { devnetChain } from '@airlock/devnet'
import { createTestWalletProvider } from '@airlock/devnet/test-wallets'
import { evm } from '@airlock/evm'
import { type Airlock, createAirlock, createMemoryBackend } from '@airlock/kernel'
import { AirlockProvider } from '@airlock/ui'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { type Address, createPublicClient, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { TIP_JAR_VIEW, tipJar } from './index'
import { parseAmount } from './parseAmount'
import { TipJarView } from './TipJarView'

const rpcUrl = () => inject('rpcUrls')[31337] ?? ''
const chain = () => devnetChain(31337, rpcUrl())
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address

const instances: Airlock[] = []
afterEach(async () => {
  for (const a of instances.splice(0)) await a.destroy()
})

async function start(jar: Address, amount = '0.0123') {
  // A fresh account of the devnet's test wallet, given 1 ETH on the devnet anvil.
  const wallet = createTestWalletProvider({ rpcUrls: { 31337: rpcUrl() } })
  await wallet.request({ method: 'anvil_setBalance', params: [wallet.address, toHex(parseEther('1'))] })
  const load = vi.fn()
  const plugin = tipJar({ to: jar, amount })
  const airlock = createAirlock({
    projectId: 'sandbox-tests',
    metadata: { name: 'tip jar test', description: 'tip jar', url: 'http://127.0.0.1', icons: [] },
    endpoints: { blockchainApi: inject('apiUrl') },
    storage: createMemoryBackend(),
    features: { analytics: false },
    logLevel: 'silent',
    plugins: [
      evm({
        networks: [chain()],
        rpc: 'direct',
        injected: false,
        eip6963: false,
        external: [{ id: 'local', name: 'Local', provider: wallet }],
      }),
      {
        ...plugin,
        load: () => {
          load()
          return plugin.load()
        },
      },
    ],
  })
  instances.push(airlock)
  await airlock.ready
  return { airlock, wallet, load, plugin }
}

describe('tip jar (example third-party plugin)', () => {
  test('its code is not loaded until the action is used; the action needs an account of its namespace', async () => {
    const { airlock, load, plugin } = await start(fresh())
    expect(plugin.slots?.[0]?.entry).toMatchObject({
      label: 'Tip jar',
      view: TIP_JAR_VIEW,
      feature: 'tipJar',
    })
    const shown = () => airlock.get((s) => s.slot('accountActions').some((e) => e.id === 'tipJar/tip'))
    expect(shown()).toBe(false)
    await airlock.connect('local')
    expect(shown()).toBe(true)
    airlock.setFeatures({ tipJar: false })
    expect(shown()).toBe(false)
    airlock.setFeatures({ tipJar: true })
    expect(load).not.toHaveBeenCalled()
    expect(airlock.get((s) => s.plugins.state('tip-jar'))).toBe('pending')
    await airlock.open(TIP_JAR_VIEW)
    expect(load).toHaveBeenCalledOnce()
    expect(airlock.get((s) => s.plugins.state('tip-jar'))).toBe('loaded')
    expect(airlock.get((s) => s.modal.view.view)).toBe(TIP_JAR_VIEW)
    expect(plugin.views).toEqual([{ id: TIP_JAR_VIEW, title: 'Tip jar' }])
  })

  test('sends exactly the fixed amount to the jar on the devnet chain', async () => {
    const jar = fresh()
    const { airlock } = await start(jar)
    await airlock.connect('local')
    await airlock.open(TIP_JAR_VIEW)
    const store = (await airlock.loadPlugin('tip-jar')).store
    const hash = await store.send()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(store.status).toBe('sent')
    const client = createPublicClient({ transport: http(rpcUrl()) })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: jar })).toBe(parseEther('0.0123'))
    expect(airlock.get((s) => s.snackbar.message)).toBe('Transaction started')
  })

  test("a declined request reads 'Signature declined' and sends nothing", async () => {
    const jar = fresh()
    const { airlock, wallet } = await start(jar)
    await airlock.connect('local')
    await airlock.open(TIP_JAR_VIEW)
    const store = (await airlock.loadPlugin('tip-jar')).store
    wallet.rejectNext()
    expect(await store.send()).toBeUndefined()
    expect(store).toMatchObject({ status: 'failed', error: 'Signature declined' })
    expect(await createPublicClient({ transport: http(rpcUrl()) }).getBalance({ address: jar })).toBe(0n)
  })

  test('the view shows the fixed amount and the shortened jar address', async () => {
    const jar = fresh()
    const { airlock } = await start(jar, '0.5')
    await airlock.connect('local')
    await airlock.loadPlugin('tip-jar')
    const html = renderToString(createElement(AirlockProvider, { airlock }, createElement(TipJarView)))
    expect(html).toContain('0.5 ETH')
    expect(html).toContain(`${jar.slice(0, 4)}...${jar.slice(-6)}`)
    expect(html).toContain('Send tip')
  })

  test("options are checked at the boundary, the address by the namespace adapter's rule; amounts convert exactly", async () => {
    expect(() => tipJar({ to: ' ', amount: '1' })).toThrow('Invalid tip jar options')
    expect(() => tipJar({ to: fresh(), amount: '1e3' })).toThrow('Invalid tip jar options')
    // 'nope' is no eip155 address: the evm adapter's rule refuses it when the plugin sets up.
    const { airlock } = await start('nope' as Address)
    await expect(airlock.open(TIP_JAR_VIEW)).rejects.toMatchObject({
      plugin: 'tip-jar',
      details: 'to is not an eip155 address',
    })
    expect(airlock.get((s) => s.plugins.state('tip-jar'))).toBe('failed')
    expect(parseAmount('0.0123', 18)).toBe(12_300_000_000_000_000n)
    expect(parseAmount('7', 6)).toBe(7_000_000n)
    expect(() => parseAmount('0.1234567', 6)).toThrow()
  })
})

import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from '../../chain/accounts'
import { type AnvilNode, startAnvil } from '../../chain/startAnvil'
import { launchChromium } from '../testing/launchChromium'
import { serveHtml } from '../testing/serveHtml'
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../testWalletConfig'
import { testWalletInitScript } from '../testWalletInitScript'

const [A0, A1] = [DEVNET_ACCOUNTS[0]!, DEVNET_ACCOUNTS[1]!]
let chainA: AnvilNode
let chainB: AnvilNode
let browser: Browser
let site: Awaited<ReturnType<typeof serveHtml>>
let page: Page

type RpcResult = { ok: true; value: unknown } | { ok: false; code: number; message: string }

/** Calls the EIP-6963-discovered provider in the page. */
function rpc(method: string, params?: unknown[]): Promise<RpcResult> {
  return page.evaluate(
    async ([method, params]) => {
      const provider = (
        window as unknown as { dapp: { provider: { request(a: unknown): Promise<unknown> } } }
      ).dapp.provider
      try {
        return { ok: true as const, value: await provider.request({ method, params }) }
      } catch (e) {
        const err = e as { code: number; message: string }
        return { ok: false as const, code: err.code, message: err.message }
      }
    },
    [method, params] as const,
  )
}

function value(result: RpcResult): unknown {
  if (!result.ok) throw new Error(`RPC failed: ${result.code} ${result.message}`)
  return result.value
}

const typedData = {
  domain: { name: 'Airlock', version: '1', chainId: 31337, verifyingContract: A1.address },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: A1.address, contents: 'hello' },
} as const

beforeAll(async () => {
  ;[chainA, chainB, browser, site] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
    launchChromium(),
    serveHtml('<!doctype html><html><head><title>dApp</title></head><body>dApp</body></html>'),
  ])
  page = await browser.newPage()
  await page.addInitScript(
    testWalletInitScript({
      chains: [
        { chainId: 31337, rpcUrl: chainA.rpcUrl },
        { chainId: 31338, rpcUrl: chainB.rpcUrl },
      ],
      accounts: [A0.privateKey, A1.privateKey],
    }),
  )
  await page.goto(site.url)
})

afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), chainA?.stop(), chainB?.stop()])
})

describe('injected test wallet in Chromium', () => {
  it('is discovered through EIP-6963 and does not set window.ethereum by default', async () => {
    const found = await page.evaluate(() => {
      const seen: Array<{
        info: { name: string; rdns: string; uuid: string; icon: string }
        provider: unknown
      }> = []
      window.addEventListener('eip6963:announceProvider', (e) => seen.push((e as CustomEvent).detail))
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      const events: Array<[string, unknown]> = []
      const detail = seen[0]!
      const provider = detail.provider as { on(e: string, l: (x: unknown) => void): void }
      for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect']) {
        // Errors lose their extra fields when serialized out of the page: keep code and message.
        provider.on(name, (x) =>
          events.push([
            name,
            x instanceof Error ? { code: (x as Error & { code: number }).code, message: x.message } : x,
          ]),
        )
      }
      ;(window as unknown as { dapp: unknown }).dapp = { provider, events }
      return { count: seen.length, info: detail.info, hasEthereum: 'ethereum' in window }
    })
    expect(found.count).toBe(1)
    expect(found.info.name).toBe(TEST_WALLET_NAME)
    expect(found.info.rdns).toBe(TEST_WALLET_RDNS)
    expect(found.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    // base64: the Wallet Standard form, shared with the Solana wallet.
    expect(found.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(found.hasEthereum).toBe(false)
  })

  it('connects: eth_accounts is empty before, eth_requestAccounts gives the devnet account', async () => {
    expect(value(await rpc('eth_accounts'))).toEqual([])
    expect(await rpc('personal_sign', ['0x01', A0.address])).toMatchObject({ ok: false, code: 4100 })
    expect(value(await rpc('eth_requestAccounts'))).toEqual([A0.address])
    expect(value(await rpc('eth_chainId'))).toBe('0x7a69')
    const events = await page.evaluate(
      () => (window as unknown as { dapp: { events: unknown[] } }).dapp.events,
    )
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [A0.address]],
    ])
  })

  it('signs personal_sign and eth_signTypedData_v4 for real', async () => {
    const message = '0x48656c6c6f20416972c6f636b' as Hex
    const signature = value(await rpc('personal_sign', [message, A0.address])) as Hex
    expect(await verifyMessage({ address: A0.address, message: { raw: message }, signature })).toBe(true)
    const typed = value(await rpc('eth_signTypedData_v4', [A0.address, JSON.stringify(typedData)])) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address: A0.address, signature: typed })).toBe(true)
  })

  it('sends a transaction that lands on anvil and forwards reads to the RPC', async () => {
    const hash = value(
      await rpc('eth_sendTransaction', [{ from: A0.address, to: A1.address, value: '0xde0b6b3a7640000' }]),
    ) as Hex
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(A0.address.toLowerCase())
    const blockNumber = value(await rpc('eth_blockNumber')) as Hex
    expect(BigInt(blockNumber)).toBe(receipt.blockNumber)
  })

  it('switches chain (chainChanged), answers 4902 for an unknown chain and adds one', async () => {
    expect(value(await rpc('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]))).toBeNull()
    expect(value(await rpc('eth_chainId'))).toBe('0x7a6a')
    expect(await rpc('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({
      ok: false,
      code: 4902,
    })
    const events = await page.evaluate(
      () => (window as unknown as { dapp: { events: unknown[] } }).dapp.events,
    )
    expect(events.at(-1)).toEqual(['chainChanged', '0x7a6a'])
    // The same node added under its own id again (wallet_addEthereumChain switches to it).
    value(
      await rpc('wallet_addEthereumChain', [{ chainId: '0x7a69', chainName: 'A', rpcUrls: [chainA.rpcUrl] }]),
    )
    expect(value(await rpc('eth_chainId'))).toBe('0x7a69')
  })

  it('rejects with 4001 when told to, once or in manual mode', async () => {
    await page.evaluate(() => window.airlockTestWallet?.setNextResponse('reject'))
    expect(await rpc('personal_sign', ['0x01', A0.address])).toEqual({
      ok: false,
      code: 4001,
      message: 'User rejected the request.',
    })
    expect((await rpc('personal_sign', ['0x01', A0.address])).ok).toBe(true)

    await page.evaluate(() => window.airlockTestWallet?.setMode('manual'))
    const pendingEvent = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('airlockTestWallet:pending', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
        ),
    )
    const answer = rpc('eth_sendTransaction', [{ from: A0.address, to: A1.address, value: '0x1' }])
    expect(await pendingEvent).toMatchObject({ method: 'eth_sendTransaction' })
    expect(await page.evaluate(() => window.airlockTestWallet?.pending().length)).toBe(1)
    expect(await page.evaluate(() => window.airlockTestWallet?.reject())).toBe(true)
    expect(await answer).toMatchObject({ ok: false, code: 4001, message: 'User rejected the request.' })
    await page.evaluate(() => window.airlockTestWallet?.setMode('approve'))
  })

  it('switches account and disconnects with events', async () => {
    expect(await page.evaluate(() => window.airlockTestWallet?.switchAccount(1))).toBe(A1.address)
    expect(value(await rpc('eth_accounts'))).toEqual([A1.address])
    await page.evaluate(() => window.airlockTestWallet?.disconnect())
    expect(value(await rpc('eth_accounts'))).toEqual([])
    const events = (await page.evaluate(
      () => (window as unknown as { dapp: { events: Array<[string, unknown]> } }).dapp.events,
    )) as Array<[string, { code?: number }]>
    expect(events.slice(-3).map(([name]) => name)).toEqual([
      'accountsChanged',
      'accountsChanged',
      'disconnect',
    ])
    expect(events.at(-1)?.[1].code).toBe(4900)
  })

  it('sets window.ethereum when asked to', async () => {
    const other = await browser.newPage()
    await other.addInitScript(
      testWalletInitScript({
        chains: [{ chainId: 31337, rpcUrl: chainA.rpcUrl }],
        accounts: [A0.privateKey],
        injectWindowEthereum: true,
      }),
    )
    await other.goto(site.url)
    const chainId = await other.evaluate(() =>
      (window.ethereum as { request(a: { method: string }): Promise<unknown> }).request({
        method: 'eth_chainId',
      }),
    )
    expect(chainId).toBe('0x7a69')
    await other.close()
  })
})

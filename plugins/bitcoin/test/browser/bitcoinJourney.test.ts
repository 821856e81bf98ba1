// The Bitcoin journey in headless Chromium: the test app (vite build: @airlock/ui's ConnectButton with the
// evm, solana and bitcoin plugins) and the devnet's injected test wallet (EIP-6963 + Solana and Bitcoin
// Wallet Standard wallets, one name), against the whole devnet with its Bitcoin node (bcoin regtest behind
// the Esplora facade, mining after each broadcast).
import { fileURLToPath } from 'node:url'
import {
  bitcoinTestWalletConfig,
  buildViteApp,
  DEVNET_ACCOUNTS,
  DEVNET_BITCOIN_ACCOUNTS,
  DEVNET_SOLANA_NETWORK,
  type Devnet,
  e2eConfigScript,
  type LocalServer,
  launchChromium,
  OPTIONAL_SERVICES_OFF,
  openPage,
  provideDevnetEndpoints,
  serveStatic,
  solanaTestWalletConfig,
  startDevnet,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFailed, test } from 'vitest'
import { createEsploraClient, type EsploraClient } from '../../src/esplora/createEsploraClient'
import { verifyBip322 } from '../../src/message/bip322'
import { bitcoinRegtest } from '../../src/networks'
import { formatBtc } from '../../src/units'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))
const B = (i: number) => DEVNET_BITCOIN_ACCOUNTS[i] as (typeof DEVNET_BITCOIN_ACCOUNTS)[number]

let devnet: Devnet
let browser: Browser
let server: LocalServer
let page: Page
let esplora: EsploraClient
let requests: string[]
let initScripts: string[]

beforeAll(async () => {
  const [started, build, chromium] = await Promise.all([
    startDevnet({ ...OPTIONAL_SERVICES_OFF, bitcoin: true }),
    buildViteApp(APP_DIR, { tempPrefix: 'airlock-bitcoin-app-' }),
    launchChromium(),
  ])
  devnet = started
  browser = chromium
  server = await serveStatic(build.outDir)
  const btc = devnet.bitcoin
  const sol = devnet.solana
  if (!btc || !sol) throw new Error('the devnet runs its Bitcoin and Solana nodes')
  esplora = createEsploraClient({ baseUrl: btc.esploraUrl })
  const endpoints = provideDevnetEndpoints({ provide: () => undefined }, devnet)
  initScripts = [
    e2eConfigScript(endpoints),
    `window.__AIRLOCK_BTC_E2E__ = ${JSON.stringify({
      esploraUrl: btc.esploraUrl,
      solana: { ...DEVNET_SOLANA_NETWORK, rpcUrl: sol.rpcUrl, wsUrl: sol.wsUrl },
    })}`,
    testWalletInitScript({
      chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })),
      accounts: [DEVNET_ACCOUNTS[6]!.privateKey],
      solana: solanaTestWalletConfig(sol.rpcUrl),
      bitcoin: bitcoinTestWalletConfig(btc.esploraUrl),
    }),
    // The test wallet keeps no site permissions across page loads; a real wallet does: re-grant them (as
    // the wallet's own memory would) once the app was connected before.
    `if (sessionStorage.getItem('e2e:granted')) { window.airlockTestWallet.provider.request({ method: 'eth_requestAccounts' }); window.airlockTestWallet.bitcoin?.wallet.authorize() }`,
  ]
  const opened = await openPage(browser, server.url, { initScripts })
  page = opened.page
  requests = opened.requests
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await devnet?.stop()
})

beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({
      path: `/tmp/bitcoin-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  })
})

type Read = {
  statuses: (string | undefined)[]
  address: string | undefined
  chain: string | undefined
  balance: string | undefined
}
const stores = (): Promise<Read> =>
  page.evaluate(() =>
    window.__airlock.get((s) => ({
      statuses: ['eip155', 'solana', 'bip122'].map((n) => s.connection.statusOf(n)),
      address: s.account.address,
      chain: s.network.active.caipNetworkId,
      balance: s.account.balance,
    })),
  )
const walletLog = (): Promise<string[]> =>
  page.evaluate(() => (window.airlockTestWallet?.log ?? []).map((entry) => entry.method))

describe('Bitcoin through the ConnectButton and the modal', () => {
  test("the Bitcoin runtime loads on the visitor's intent (the pointer over the wallet list: preloadConnect), not on the open, asking no wallet and no Esplora API; the one wallet is one row", async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    const row = page.getByRole('button', { name: /Airlock Test Wallet/ })
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    expect(requests.filter((u) => /bitcoinAdapterImpl/.test(u))).toEqual([])
    await row.first().hover()
    await expect
      .poll(() => requests.filter((u) => /bitcoinAdapterImpl/.test(u)).length, { timeout: 10_000 })
      .toBe(1)
    expect(await walletLog()).toEqual([])
    expect(requests.filter((u) => u.startsWith(esplora.baseUrl))).toEqual([])
  })

  test('one click connects EVM, Solana and Bitcoin', async () => {
    await page
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .first()
      .click()
    await expect
      .poll(async () => (await stores()).statuses, { timeout: 20_000 })
      .toEqual(['connected', 'connected', 'connected'])
    await page.evaluate(() => sessionStorage.setItem('e2e:granted', '1'))
    expect(await walletLog()).toContain('bitcoin:connect')
  })

  test('switching to Bitcoin Regtest shows the payment address and its BTC balance', async () => {
    await page.getByTitle('Switch network').click()
    await page.getByRole('button', { name: /Bitcoin Regtest/ }).click()
    await expect
      .poll(async () => (await stores()).chain, { timeout: 10_000 })
      .toBe(bitcoinRegtest.caipNetworkId)
    await expect.poll(async () => (await stores()).address, { timeout: 10_000 }).toBe(B(0).address)
    const { total } = await esplora.getBalance(B(0).address)
    await expect.poll(async () => (await stores()).balance, { timeout: 15_000 }).toBe(formatBtc(total))
    await page.getByText(/BTC/).first().waitFor({ state: 'visible', timeout: 10_000 })
  })

  test('send BTC at the Fast speed: the fee in the preview, approved in the wallet, mined at that fee, the receiver paid, in Activity', async () => {
    const to = B(4).address
    const before = await esplora.getBalance(to)
    // The node's estimates (sat/vB by confirmation target): fast 25, normal 5, slow 2.
    const estimates = `${devnet.bitcoin?.url}/__devnet/bitcoin/fee-estimates`
    const put = await fetch(estimates, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 1: 25, 3: 5, 6: 2 }),
    })
    expect(put.ok).toBe(true)
    await page.getByRole('button', { name: 'Send' }).first().click()
    await page.locator('#al-send-amount').fill('0.015')
    await page.getByLabel('Receiver address').fill(to)
    await page.getByRole('button', { name: 'Preview send' }).click()
    const preview = page.getByTestId('send-preview')
    await preview.waitFor({ state: 'visible', timeout: 15_000 })
    await expect.poll(() => preview.textContent()).toMatch(/Network fee.*BTC/)
    // The speeds the adapter offers, as a radio group; Normal (the plugin's default) chosen; pick Fast.
    const speeds = page.getByRole('group', { name: 'Network speed' })
    expect(await speeds.getByRole('radio').count()).toBe(3)
    expect(await speeds.getByRole('radio', { name: /Normal/ }).isChecked()).toBe(true)
    await speeds.getByRole('radio', { name: /Fast/ }).check()
    const fast = (await speeds.locator('label', { hasText: 'Fast' }).textContent()) ?? ''
    // its detail: '25 sat/vB · <fee> sat'
    const shown = /25 sat\/vB · (\d+) sat/.exec(fast)?.[1]
    expect(shown).toBeDefined()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect
      .poll(async () => (await esplora.getBalance(to)).total, { timeout: 20_000 })
      .toBe(before.total + 1_500_000n)
    expect(await walletLog()).toContain('bitcoin:signTransaction')
    // the devnet mines after a broadcast: the payment reaches its first block
    await expect
      .poll(async () => (await esplora.getBalance(to)).confirmed, { timeout: 20_000 })
      .toBe(before.confirmed + 1_500_000n)
    const [latest] = (await esplora.getTransactions(B(0).address)).transactions
    expect(latest?.status.confirmed).toBe(true)
    // the node charged the Fast fee shown: at least 25 sat/vB of the transaction's real size
    expect(BigInt(latest?.fee ?? 0)).toBe(BigInt(shown as string))
    expect(Number(latest?.fee) / Math.ceil((latest?.weight ?? 1) / 4)).toBeGreaterThanOrEqual(25)
    await fetch(estimates, { method: 'DELETE' })
    const { total } = await esplora.getBalance(B(0).address)
    await expect.poll(async () => (await stores()).balance, { timeout: 20_000 }).toBe(formatBtc(total))
    await page.getByRole('tab', { name: 'Activity' }).click()
    await page.getByText('-0.015 BTC').first().waitFor({ state: 'visible', timeout: 20_000 })
  })

  test("a rejected send shows 'Signature declined' and nothing is broadcast; the modal stays usable", async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const utxos = await esplora.getUtxos(B(0).address)
    await page
      .getByRole('button', { name: /bcrt\.\.\./ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Send' }).first().click()
    await page.locator('#al-send-amount').fill('0.001')
    await page.getByLabel('Receiver address').fill(B(3).address)
    await page.getByRole('button', { name: 'Preview send' }).click()
    await page.getByTestId('send-preview').waitFor({ state: 'visible', timeout: 15_000 })
    await page.evaluate(() => window.airlockTestWallet?.setNextResponse('reject'))
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByText('Signature declined').first().waitFor({ state: 'visible', timeout: 15_000 })
    expect(await esplora.getUtxos(B(0).address)).toEqual(utxos)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })

  test('a mainnet address is refused in the Send form', async () => {
    await page
      .getByRole('button', { name: /bcrt\.\.\./ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Send' }).first().click()
    await page.locator('#al-send-amount').fill('0.001')
    await page.getByLabel('Receiver address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    // the full address check (loaded with the adapter) refuses it: no preview can be asked
    await page.getByText('Invalid address').first().waitFor({ state: 'visible', timeout: 10_000 })
    expect(await page.getByRole('button', { name: 'Preview send' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })

  test('a message signed from the app verifies with BIP-322; a refusal is Signature declined', async () => {
    await page.evaluate(() => window.airlockTestWallet?.setNextResponse('reject'))
    await page.getByRole('button', { name: 'Sign Bitcoin message' }).click()
    await expect.poll(() => page.getByTestId('sign-result').textContent()).toBe('Signature declined')
    await page.getByRole('button', { name: 'Sign Bitcoin message' }).click()
    await expect.poll(() => page.getByTestId('sign-result').textContent()).toMatch(/^[A-Za-z0-9+/=]{40,}$/)
    const signature = (await page.getByTestId('sign-result').textContent()) as string
    expect(verifyBip322('Hello from the Bitcoin test app', B(0).address, signature, bitcoinRegtest)).toBe(
      true,
    )
  })

  test('stays connected on Bitcoin after a reload, without a connect prompt', async () => {
    await page.reload()
    await expect.poll(async () => (await stores()).statuses[2], { timeout: 20_000 }).toBe('connected')
    expect((await stores()).address).toBe(B(0).address)
    // Only the wallet's own remembered grant (init script) asked: the app restored the connection silently.
    expect((await walletLog()).filter((m) => m === 'bitcoin:connect')).toHaveLength(1)
  })
})

describe('a host that connects programmatically', () => {
  test('airlock.connect(bip122 wallet) at once after createAirlock, before any idle moment or modal, connects', async () => {
    // A fresh context: nothing stored, discovery not started by the page's idle moment yet when connect runs.
    const id = encodeURIComponent('bip122:Airlock Test Wallet')
    const early = await openPage(browser, `${server.url}?connect=${id}`, { initScripts })
    try {
      expect(await early.page.evaluate(() => window.__earlyConnect)).toBe(B(0).address)
      expect(
        await early.page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('bip122'))),
      ).toBe('connected')
    } finally {
      await early.close()
    }
  })
})

// The EIP-6963 journey in headless Chromium: the test app (vite build: @airlock/ui ConnectButton + evm
// plugin) with the devnet's injected test wallet, against the devnet's anvil nodes, API and RPC proxy.
import { fileURLToPath } from 'node:url'
import {
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACTS,
  e2eEndpointsFrom,
  openTestApp,
  type TestApp,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, onTestFailed, test } from 'vitest'

const rpcUrls = inject('rpcUrls')
const account = DEVNET_ACCOUNTS[4]!
const client = (chainId: number) => createPublicClient({ transport: http(rpcUrls[chainId]) })
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address

let app: TestApp
let page: Page
let browser: Browser

beforeAll(async () => {
  const chains = [31337, 31338].map((chainId) => ({ chainId, rpcUrl: rpcUrls[chainId] ?? '' }))
  app = await openTestApp(fileURLToPath(new URL('../app/main.tsx', import.meta.url)), {
    title: 'Airlock EVM test app',
    tempPrefix: 'airlock-evm-app-',
    endpoints: e2eEndpointsFrom(inject),
    initScripts: [
      testWalletInitScript({ chains, accounts: [account.privateKey], initialChainId: 31337 }),
      // The test wallet keeps no site permissions across page loads; a real wallet does. Re-grant it
      // (as the wallet's own memory would) once the app was connected before.
      `if (sessionStorage.getItem('e2e:granted')) window.airlockTestWallet.provider.request({ method: 'eth_requestAccounts' })`,
    ],
  })
  page = app.page
  browser = app.browser
}, 120_000)

afterAll(async () => {
  await app?.close()
})

type Read = {
  status: string | undefined
  address: string | undefined
  chain: string | undefined
  balance: string | undefined
}
const stores = (): Promise<Read> =>
  page.evaluate(() =>
    window.__airlock.get((s) => ({
      status: s.connection.statusOf('eip155'),
      address: s.account.address,
      chain: s.network.active.caipNetworkId,
      balance: s.account.balance,
    })),
  )
const walletLog = (): Promise<string[]> =>
  page.evaluate(() => (window.airlockTestWallet?.log ?? []).map((entry) => entry.method))

/** Finds the transaction from the account to `to` (or the token) in recent blocks and returns its receipt. */
async function receiptOf(chainId: number, match: (tx: { to: Address | null; input: Hex }) => boolean) {
  const c = client(chainId)
  let found: Hex | undefined
  await expect
    .poll(
      async () => {
        const latest = await c.getBlockNumber()
        for (let n = latest; n >= 0n && n > latest - 5n; n--) {
          const block = await c.getBlock({ blockNumber: n, includeTransactions: true })
          const tx = block.transactions.find(
            (t) => t.from.toLowerCase() === account.address.toLowerCase() && match(t),
          )
          if (tx) found = tx.hash
        }
        return found
      },
      { timeout: 15_000 },
    )
    .toBeDefined()
  return c.getTransactionReceipt({ hash: found as Hex })
}

async function sendThroughUi(amount: string, to: Address, tokenName?: string) {
  await page.getByRole('button', { name: 'Send' }).first().click()
  if (tokenName) {
    await page.getByRole('button', { name: /Choose token/ }).click()
    await page.getByRole('button', { name: new RegExp(tokenName) }).click()
  }
  await page.locator('#al-send-amount').fill(amount)
  await page.getByLabel('Receiver address').fill(to)
  await page.getByRole('button', { name: 'Preview send' }).click()
  await page.getByRole('button', { name: 'Send', exact: true }).click()
}

beforeEach((ctx) => {
  onTestFailed(async () => {
    await page?.screenshot({
      path: `/tmp/evm-e2e-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}.png`,
    })
  })
})

describe('EIP-6963 journey through the ConnectButton and the modal', () => {
  test('nothing of WalletConnect or viem is loaded at page load, and nothing leaves 127.0.0.1', async () => {
    await page.getByRole('button', { name: 'Connect' }).waitFor()
    expect(app.requests.filter((u) => /walletConnectSession|sign-client/.test(u))).toEqual([])
    // The adapter's viem-backed half (chunk evmRuntime-*.js) waits for the first connect.
    expect(app.requests.filter((u) => /evmRuntime/.test(u))).toEqual([])
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
    expect(app.requests.filter((u) => /evmRuntime/.test(u))).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(app.requests.filter((u) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(u))).toEqual([])
  })

  test('connects with the announced test wallet and shows the anvil balance', async () => {
    await page.getByRole('button', { name: 'Connect' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect
      .poll(stores, { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: account.address })
    await page.evaluate(() => sessionStorage.setItem('e2e:granted', '1'))
    expect(app.requests.filter((u) => /evmRuntime/.test(u))).toHaveLength(1)
    const onChain = await client(31337).getBalance({ address: account.address })
    await expect.poll(async () => (await stores()).balance, { timeout: 10_000 }).toBeDefined()
    expect(parseEther((await stores()).balance ?? '0')).toBe(onChain)
    // As the modal writes it in English: grouped, cut (not rounded) to 3 decimals; Intl reads the exact string.
    const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 3, roundingMode: 'trunc' }).format(
      (await stores()).balance as `${number}`,
    )
    await page.getByText(`${shown} ETH`).first().waitFor({ state: 'visible', timeout: 10_000 })
  })

  test('sends ETH from the Send view: receipt succeeds and the receiver holds the amount', async () => {
    const to = fresh()
    await sendThroughUi('1.25', to)
    const receipt = await receiptOf(31337, (tx) => tx.to?.toLowerCase() === to.toLowerCase())
    expect(receipt.status).toBe('success')
    expect(await client(31337).getBalance({ address: to })).toBe(parseEther('1.25'))
    expect(await walletLog()).toContain('eth_sendTransaction')
    // The modal refreshes balances after a send: wait until it shows the new on-chain balance.
    const after = await client(31337).getBalance({ address: account.address })
    await expect.poll(async () => (await stores()).balance, { timeout: 15_000 }).toBe(formatEther(after))
  })

  test('sends the 6-decimal token: receipt succeeds and both token balances moved', async () => {
    const to = fresh()
    const balanceOf = (a: Address) =>
      client(31337).readContract({
        address: DEVNET_CONTRACTS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [a],
      })
    const before = await balanceOf(account.address)
    // Balances refresh after the previous send; the token list is complete once USDC is back in the store.
    await expect
      .poll(
        () => page.evaluate(() => window.__airlock.get((s) => s.account).tokenBalance.map((t) => t.symbol)),
        { timeout: 15_000 },
      )
      .toContain('USDC')
    await sendThroughUi('12.5', to, 'USD Coin')
    const receipt = await receiptOf(
      31337,
      (tx) => tx.to?.toLowerCase() === DEVNET_CONTRACTS.usdc.toLowerCase(),
    )
    expect(receipt.status).toBe('success')
    expect(await balanceOf(to)).toBe(12_500_000n)
    expect(await balanceOf(account.address)).toBe(before - 12_500_000n)
  })

  test('switches between the two devnet chains from the Networks view', async () => {
    await page.getByTitle('Switch network').click()
    await page.getByRole('button', { name: /Devnet 31338/ }).click()
    await expect.poll(async () => (await stores()).chain, { timeout: 10_000 }).toBe('eip155:31338')
    expect(await page.evaluate(() => window.airlockTestWallet?.chainId)).toBe(31338)
    await page.getByTitle('Switch network').click()
    await page.getByRole('button', { name: /Devnet 31337/ }).click()
    await expect.poll(async () => (await stores()).chain, { timeout: 10_000 }).toBe('eip155:31337')
    expect(await page.evaluate(() => window.airlockTestWallet?.chainId)).toBe(31337)
  })

  test("a rejected signature shows 'Signature declined'; an approved one verifies", async () => {
    await page.keyboard.press('Escape')
    await page.evaluate(() => window.airlockTestWallet?.setNextResponse('reject'))
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => page.getByTestId('sign-result').textContent()).toBe('Signature declined')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => page.getByTestId('sign-result').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('sign-result').textContent()) as Hex
    expect(
      await verifyMessage({ address: account.address, message: 'Hello from the test app', signature }),
    ).toBe(true)
  })

  test('stays connected after a reload, without a connect prompt', async () => {
    await page.reload()
    await expect
      .poll(stores, { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: account.address })
    await page
      .getByRole('button', { name: /0x15\.\.\.2C6A65/ })
      .waitFor({ state: 'visible', timeout: 10_000 })
    // Only the wallet's own remembered grant (init script): the app asked eth_accounts, never prompted.
    const log = await walletLog()
    expect(log.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
    expect(log).toContain('eth_accounts')
  })

  test('disconnects from the Account view', async () => {
    await page.getByRole('button', { name: /0x15\.\.\.2C6A65/ }).click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(async () => (await stores()).status, { timeout: 10_000 }).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect' }).waitFor({ state: 'visible', timeout: 10_000 })
    expect(browser.isConnected()).toBe(true)
  })
})

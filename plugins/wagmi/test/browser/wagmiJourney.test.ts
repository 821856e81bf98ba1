// A host written with wagmi hooks only (test/app: useConnection, useBalance, useWriteContract,
// useSignMessage, useSwitchChain, useDisconnect over airlockWagmiConfig), in headless Chromium with the
// devnet's injected EIP-6963 test wallet, against the devnet's anvil chains. Airlock is only the modal.
import { DEVNET_ACCOUNTS, DEVNET_CONTRACTS, testWalletInitScript } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, type Hex, http, verifyMessage } from 'viem'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { airlockEip155, setUpWagmiApp } from './openWagmiApp'

const rpcUrls = inject('rpcUrls')
const account = DEVNET_ACCOUNTS[1]!
const RECIPIENT = DEVNET_ACCOUNTS[3]!.address
const client = (chainId: number) => createPublicClient({ transport: http(rpcUrls[chainId]) })

const chains = [31337, 31338].map((chainId) => ({ chainId, rpcUrl: rpcUrls[chainId] ?? '' }))
const app = setUpWagmiApp('wagmi-e2e', {
  initScripts: [
    testWalletInitScript({ chains, accounts: [account.privateKey], initialChainId: 31337 }),
    // The test wallet keeps no site permissions across page loads; a real wallet does. Re-grant it (as the
    // wallet's own memory would) once the app was connected before.
    `if (sessionStorage.getItem('e2e:granted')) window.airlockTestWallet.provider.request({ method: 'eth_requestAccounts' })`,
  ],
})
let page: Page
beforeAll(() => {
  page = app().page
})

/** What wagmi reports in the page (the panel's outputs). */
async function wagmi() {
  const text = (id: string) => page.getByTestId(`wagmi-${id}`).textContent()
  return {
    status: await text('status'),
    address: await text('address'),
    chain: await text('chain'),
    error: await text('error'),
  }
}
const airlock = () => airlockEip155(page)
const walletLog = (): Promise<string[]> =>
  page.evaluate(() => (window.airlockTestWallet?.log ?? []).map((entry) => entry.method))

describe('a wagmi host adopts Airlock: its hooks work over the connection made in the modal', () => {
  test("wagmi's connect opens Airlock's modal, which lists the extension once; the wallet picked there is wagmi's account and chain", async () => {
    await page.getByRole('button', { name: 'wagmi connect' }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).waitFor()
    // One row, one connector: wagmi's own EIP-6963 discovery is off, Airlock's lists the wallet.
    expect(await page.getByRole('button', { name: /Airlock Test Wallet/ }).count()).toBe(1)
    expect(await page.getByTestId('wagmi-connectors').textContent()).toBe('airlock')
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect
      .poll(wagmi, { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: account.address, chain: '31337' })
    expect(await airlock()).toEqual({ status: 'connected', address: account.address, chain: 'eip155:31337' })
    expect((await walletLog()).filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
    await page.evaluate(() => sessionStorage.setItem('e2e:granted', '1'))
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  })

  test('useBalance reads the balance anvil holds', async () => {
    const onChain = await client(31337).getBalance({ address: account.address })
    await expect
      .poll(() => page.getByTestId('wagmi-balance').textContent(), { timeout: 15_000 })
      .toBe(String(onChain))
  })

  test('useSignMessage signs with the connected wallet; the signature verifies', async () => {
    await page.getByRole('button', { name: 'wagmi sign' }).click()
    await expect
      .poll(() => page.getByTestId('wagmi-signature').textContent(), { timeout: 15_000 })
      .toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
    expect(
      await verifyMessage({ address: account.address, message: 'Signed through wagmi', signature }),
    ).toBe(true)
    expect(await walletLog()).toContain('personal_sign')
  })

  test('useWriteContract sends the token transfer through the wallet; the receipt is on anvil', async () => {
    const before = await client(31337).readContract({
      address: DEVNET_CONTRACTS.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [RECIPIENT],
    })
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await expect
      .poll(() => page.getByTestId('wagmi-receipt').textContent(), { timeout: 30_000 })
      .toBe('success')
    const hash = (await page.getByTestId('wagmi-tx').textContent()) as Hex
    const receipt = await client(31337).getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    const after = await client(31337).readContract({
      address: DEVNET_CONTRACTS.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [RECIPIENT],
    })
    expect(after - before).toBe(4321n)
    expect(await walletLog()).toContain('eth_sendTransaction')
  })

  test("useSwitchChain switches the wallet, Airlock's network and wagmi together", async () => {
    await page.getByRole('button', { name: 'wagmi switch' }).click()
    await expect.poll(wagmi, { timeout: 15_000 }).toMatchObject({ status: 'connected', chain: '31338' })
    await expect.poll(airlock, { timeout: 10_000 }).toMatchObject({ chain: 'eip155:31338' })
    expect(await page.evaluate(() => window.airlockTestWallet?.chainId)).toBe(31338)
  })

  test("useDisconnect disconnects Airlock too; the modal's ConnectButton shows Connect again", async () => {
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await expect.poll(wagmi, { timeout: 10_000 }).toMatchObject({ status: 'disconnected', address: '' })
    await expect
      .poll(airlock, { timeout: 10_000 })
      .toMatchObject({ status: 'disconnected', address: undefined })
    await page
      .getByRole('button', { name: 'Connect', exact: true })
      .waitFor({ state: 'visible', timeout: 10_000 })
  })

  test("a connect from Airlock's own ConnectButton reaches wagmi", async () => {
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect
      .poll(wagmi, { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: account.address })
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  })

  test('after a reload both are connected again, without a connect prompt', async () => {
    await page.reload()
    await expect
      .poll(wagmi, { timeout: 20_000 })
      .toMatchObject({ status: 'connected', address: account.address })
    // The reloaded test wallet starts on its initial chain: both sides follow the chain it reports.
    const walletChain = await page.evaluate(() => window.airlockTestWallet?.chainId)
    expect((await wagmi()).chain).toBe(String(walletChain))
    expect(await airlock()).toEqual({
      status: 'connected',
      address: account.address,
      chain: `eip155:${walletChain}`,
    })
    // Only the wallet's own remembered grant (init script) asked for accounts; the page never prompted.
    const log = await walletLog()
    expect(log.filter((m) => m === 'eth_requestAccounts')).toHaveLength(1)
    expect(log).toContain('eth_accounts')
  })

  test("a disconnect from the modal's Account view disconnects wagmi", async () => {
    await page.getByRole('button', { name: /79C8/ }).click()
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(wagmi, { timeout: 10_000 }).toMatchObject({ status: 'disconnected', address: '' })
    expect((await airlock()).status).toBe('disconnected')
  })
})

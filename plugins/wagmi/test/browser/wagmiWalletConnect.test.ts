// The wagmi-hooks host (test/app) over WalletConnect, in headless Chromium against the devnet: wagmi's
// connect opens Airlock's modal, the visitor picks WalletConnect, and the devnet's wallet page (a second
// browser page, the "phone") pairs the URI the modal shows and approves. wagmi then signs (verified) and
// writes a contract (receipt on anvil) through the session; its switchChain moves the phone's session to
// 31338 (the next send lands there); after a reload wagmi is connected to the same session without a new
// pairing; its disconnect ends Airlock's and the wallet page's session.
import { DEVNET_ACCOUNTS, DEVNET_CONTRACTS } from '@airlock/devnet'
import type { WalletConnectApi } from '@airlock/walletconnect'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, type Hex, http, verifyMessage } from 'viem'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { setUpWagmiApp } from './openWagmiApp'

const rpcUrls = inject('rpcUrls')
// Account 0 of the wallet page (`?account=0`, a USDC holder): no other wagmi test sends from it.
const ACCOUNT_INDEX = 0
const account = DEVNET_ACCOUNTS[ACCOUNT_INDEX]!
const RECIPIENT = DEVNET_ACCOUNTS[3]!.address
const anvil = createPublicClient({ transport: http(rpcUrls[31337]) })
const anvil2 = createPublicClient({ transport: http(rpcUrls[31338]) })

let page: Page
let phone: Page
const app = setUpWagmiApp('wagmi-wc', { pages: () => ({ page, phone }) })
beforeAll(async () => {
  page = app().page
  phone = await (await app().browser.newContext()).newPage()
})

/** What wagmi reports in the page (the panel's outputs). */
async function wagmi() {
  const text = (id: string) => page.getByTestId(`wagmi-${id}`).textContent()
  return { status: await text('status'), address: await text('address'), chain: await text('chain') }
}
/** The eip155 connection as the Airlock instance holds it (read by the test only). */
const airlockStatus = () => page.evaluate(() => window.__airlock.get((s) => s.connection.statusOf('eip155')))
/** The pairing URI the modal shows (the WalletConnect plugin's store; read by the test only). */
const pairingUri = () =>
  page.evaluate(
    () => (window.__airlock.plugin('walletconnect') as WalletConnectApi | undefined)?.store.uri ?? null,
  )

/**
 * Approves the pending request card on the wallet page once it shows `method`; the card's text. Only a card
 * that still has its Approve button counts: answered cards stay on the page, and the previous test's
 * `eth_sendTransaction` card would otherwise match before the new request arrives.
 */
async function approveOnPhone(method: string): Promise<string> {
  const card = phone
    .getByTestId('request')
    .filter({ has: phone.getByTestId('approve-request') })
    .last()
  await expect.poll(() => card.getByTestId('request-method').textContent(), { timeout: 20_000 }).toBe(method)
  const text = (await card.textContent()) ?? ''
  await card.getByTestId('approve-request').click()
  return text
}

/** wagmi's signMessage, approved on the wallet page: the signature the page shows verifies for the account. */
async function signOnPhoneAndVerify() {
  await page.getByRole('button', { name: 'wagmi sign' }).click()
  await approveOnPhone('personal_sign')
  await expect
    .poll(() => page.getByTestId('wagmi-signature').textContent(), { timeout: 20_000 })
    .toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
  expect(await verifyMessage({ address: account.address, message: 'Signed through wagmi', signature })).toBe(
    true,
  )
}

describe('a wagmi host over WalletConnect (the wallet page as the phone)', () => {
  test("wagmi's connect → the modal's WalletConnect QR → the wallet page pairs and approves → wagmi has the phone's account", async () => {
    await page.getByRole('button', { name: 'wagmi connect' }).click()
    await page
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    await expect.poll(pairingUri, { timeout: 20_000 }).toMatch(/^wc:/)
    const uri = (await pairingUri()) as string
    await phone.goto(`${inject('walletPageUrl')}?account=${ACCOUNT_INDEX}&uri=${encodeURIComponent(uri)}`)
    await phone.getByTestId('proposal').waitFor({ timeout: 20_000 })
    await phone.getByTestId('approve-proposal').click()
    await expect
      .poll(wagmi, { timeout: 20_000 })
      .toMatchObject({ status: 'connected', address: account.address, chain: '31337' })
    expect(await airlockStatus()).toBe('connected')
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape')
  })

  test('useSignMessage: the wallet page approves personal_sign; the signature verifies', async () => {
    await signOnPhoneAndVerify()
  })

  test('useWriteContract: the wallet page approves eth_sendTransaction; the receipt is on anvil', async () => {
    const balance = () =>
      anvil.readContract({
        address: DEVNET_CONTRACTS.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECIPIENT],
      })
    const before = await balance()
    await page.getByRole('button', { name: 'wagmi transfer' }).click()
    await approveOnPhone('eth_sendTransaction')
    await expect
      .poll(() => page.getByTestId('wagmi-receipt').textContent(), { timeout: 30_000 })
      .toBe('success')
    const hash = (await page.getByTestId('wagmi-tx').textContent()) as Hex
    const receipt = await anvil.getTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect((await balance()) - before).toBe(4321n)
  })

  test("useSwitchChain: the phone's session moves to 31338, wagmi and Airlock follow; the next send is on 31338", async () => {
    const topic = await phone.getByTestId('session').getAttribute('data-topic')
    await page.getByRole('button', { name: 'wagmi switch' }).click()
    await expect.poll(wagmi, { timeout: 20_000 }).toMatchObject({ status: 'connected', chain: '31338' })
    await expect
      .poll(() => page.evaluate(() => window.__airlock.get((s) => s.network.active.caipNetworkId)))
      .toBe('eip155:31338')
    expect(await page.getByTestId('wagmi-error').textContent()).toBe('')
    // The phone signs for 31338 now: the request comes on that chain and the transaction lands on its anvil.
    await page.getByRole('button', { name: 'wagmi send' }).click()
    expect(await approveOnPhone('eth_sendTransaction')).toContain('eip155:31338')
    await expect
      .poll(() => page.getByTestId('wagmi-send-receipt').textContent(), { timeout: 30_000 })
      .toBe('success')
    const hash = (await page.getByTestId('wagmi-send-tx').textContent()) as Hex
    const receipt = await anvil2.getTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    // Still the one session.
    expect(await phone.getByTestId('session').getAttribute('data-topic')).toBe(topic)
  })

  test('after a reload wagmi is connected again over the same session, without a new pairing', async () => {
    const topic = await phone.getByTestId('session').getAttribute('data-topic')
    const proposals = await phone.getByTestId('proposal').count()
    await page.reload()
    await expect
      .poll(wagmi, { timeout: 30_000 })
      .toMatchObject({ status: 'connected', address: account.address })
    expect(await airlockStatus()).toBe('connected')
    expect(await pairingUri()).toBeNull()
    expect(await phone.getByTestId('proposal').count()).toBe(proposals)
    expect(await phone.getByTestId('session').count()).toBe(1)
    expect(await phone.getByTestId('session').getAttribute('data-topic')).toBe(topic)
    // The restored session still signs: the phone approves and the signature verifies.
    await signOnPhoneAndVerify()
  })

  test("useDisconnect ends the session on both sides: Airlock disconnected, the wallet page's session gone", async () => {
    expect(await phone.getByTestId('session').count()).toBe(1)
    await page.getByRole('button', { name: 'wagmi disconnect' }).click()
    await expect.poll(wagmi, { timeout: 10_000 }).toMatchObject({ status: 'disconnected', address: '' })
    await expect.poll(airlockStatus, { timeout: 10_000 }).toBe('disconnected')
    await expect.poll(() => phone.getByTestId('session').count(), { timeout: 20_000 }).toBe(0)
  })
})

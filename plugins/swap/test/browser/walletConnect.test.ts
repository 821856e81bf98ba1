// The swap over WalletConnect in headless Chromium: the test app (no injected wallet on this page) shows
// the WalletConnect QR URI; a @walletconnect/sign-client "phone" in this Node process pairs it through the
// devnet relay and signs with a devnet account; the swap's transaction goes to the phone and lands on
// anvil. Balances are read from anvil, never from the app.
import {
  createEip155Signer,
  DEVNET_ACCOUNTS,
  e2eConfigScript,
  e2eEndpointsFrom,
  launchChromium,
  type OpenedPage,
  openPage,
} from '@airlock/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, onTestFailed, test } from 'vitest'
// The walletconnect plugin's phone serves here as it is (a sign-client wallet on the devnet relay).
import { type Phone, startPhone } from '../../../walletconnect/test/phone'
import { minimumReceived } from '../../src/quote'
import { NATIVE_TOKEN_ADDRESS } from '../../src/tradeConstants'
import { apiQuote, pickToken, quoteFor, tokenBalance, USDC } from './swapPage'

// An account no other swap journey uses (its ETH and USDC move only here).
const account = DEVNET_ACCOUNTS[1]!
const signer = createEip155Signer({ privateKey: account.privateKey, rpcUrls: inject('rpcUrls') })

let browser: Browser
let app: OpenedPage | undefined
let phone: Phone
/** The methods the phone was asked for, in order. */
const asked: string[] = []

beforeAll(async () => {
  ;[browser, phone] = await Promise.all([
    launchChromium(),
    startPhone(inject('relayUrl'), inject('projectId')),
  ])
  phone.approve = () => ({
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${account.address}`, `eip155:31338:${account.address}`],
      methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
      events: ['accountsChanged', 'chainChanged'],
    },
  })
  phone.respond = ({ method, params, chainId }) => {
    asked.push(method)
    return signer.sign(method, params as readonly unknown[], Number(chainId.split(':')[1]))
  }
}, 120_000)

afterAll(async () => {
  await app?.close()
  await phone?.close()
  await browser?.close()
})

describe('swap over WalletConnect (the phone signs through the devnet relay)', () => {
  test('[spec 3.8] native → token: the swap transaction is signed on the phone; USDC arrives on chain within slippage of the quote', async () => {
    onTestFailed(async () => {
      await app?.page.screenshot({ path: '/tmp/swap-wc-e2e-failed.png' })
    })
    app = await openPage(browser, inject('appUrl'), {
      initScripts: [e2eConfigScript(e2eEndpointsFrom(inject))],
    })
    const { page } = app
    await page.getByRole('button', { name: 'Connect' }).click()
    await page
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    const wcUri = () =>
      page.evaluate(
        () =>
          (window.__airlock.plugin('walletconnect') as { store: { uri?: string } } | undefined)?.store.uri,
      )
    await expect.poll(wcUri, { timeout: 20_000 }).toMatch(/^wc:/)
    await phone.pair((await wcUri()) as string)
    await page.waitForFunction(
      () => window.__airlock.get((s) => s.accountOf('eip155').address) !== undefined,
      null,
      { timeout: 20_000 },
    )
    const address = await page.evaluate(() => window.__airlock.get((s) => s.accountOf('eip155').address))
    expect(address).toBe(account.address)

    await page.locator('[data-feature="swap/swap"]').click({ timeout: 15_000 })
    await page.getByTestId('swap-amount').waitFor({ timeout: 15_000 })
    await pickToken(page, 'to', 'USDC')
    const before = await tokenBalance(USDC, account.address)
    await quoteFor(page, '0.01')
    const quoted = await apiQuote(NATIVE_TOKEN_ADDRESS, USDC, 10n ** 16n, account.address)
    await page.getByRole('button', { name: 'Review swap' }).click()
    await page.getByTestId('swap-submit').click()
    // success → Account
    await page.locator('[data-feature="swap/swap"]').waitFor({ timeout: 45_000 })
    const gained = (await tokenBalance(USDC, account.address)) - before
    expect(gained).toBeGreaterThanOrEqual(minimumReceived(quoted))
    expect(gained).toBeLessThanOrEqual(quoted)
    // A native source needs no approval: one transaction, and it went to the phone.
    expect(asked.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1)
  })
})

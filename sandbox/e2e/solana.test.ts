// Solana journeys: the injected test wallet's Wallet-Standard side (one row with its EIP-6963 side) on
// devnet's litesvm node; balances are checked against the node itself.
import { DEVNET_SOLANA_ACCOUNTS, DEVNET_SOLANA_CAIP_ID, DEVNET_SOLANA_MINTS } from '@airlock/devnet'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { shownAmount } from './devnetChain'
import { startJourney } from './journey'
import { connectButton, dialog, sendFromAccount } from './sandboxPage'

/** The devnet Solana node's RPC URL, as the server handed it to the page. */
const rpcUrlOf = (page: Page) =>
  page.evaluate(() => {
    const url = window.__AIRLOCK_SANDBOX__?.solana?.rpcUrl
    if (!url) throw new Error('the sandbox has no Solana network')
    return url
  })

/** Namespace statuses, the active network and the Solana address, from the instance's state. */
const readSolana = (page: Page) =>
  page.evaluate(() =>
    window.__airlock.get((s) => ({
      eip155: s.connection.statusOf('eip155'),
      solana: s.connection.statusOf('solana'),
      chain: s.network.active.caipNetworkId,
      address: s.account.address,
    })),
  )

/** A base-unit amount as the UI shows it (the devnet chain helpers' English formatting). */
const shown = shownAmount

/** The node's reads the journeys compare the page with. */
function node(rpcUrl: string) {
  const rpc = createSolanaRpc(rpcUrl)
  return {
    lamports: async (owner: string): Promise<bigint> =>
      (await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()).value,
    /** Token base units of `owner` for `mint` (0n without a token account). */
    tokenUnits: async (owner: string, mint: string) => {
      const { value } = await rpc
        .getTokenAccountsByOwner(
          address(owner),
          { mint: address(mint) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send()
      return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
    },
  }
}

const SOLANA_NETWORK = /Airlock Devnet Solana/

/** Opens the modal and connects the test wallet (its one row), waiting for both namespaces. */
async function connectBoth(page: Page): Promise<void> {
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect
    .poll(() => readSolana(page), { timeout: 15_000 })
    .toMatchObject({ eip155: 'connected', solana: 'connected' })
}

/** Switches the modal (Account view) to a network through the Networks view. */
async function switchTo(page: Page, name: RegExp): Promise<void> {
  const modal = dialog(page)
  await modal.getByTitle('Switch network').click()
  await modal.getByRole('button', { name }).click()
}

/** A Solana seed account's address (the sandbox's `?account=N` picks the same index on both sides). */
const solanaAccount = (index: number) => {
  const a = DEVNET_SOLANA_ACCOUNTS[index]
  if (!a) throw new Error(`no devnet Solana account ${index}`)
  return a.address as string
}

/** Starts on the sandbox's local Solana network with account `index`. */
const onSolana = (index: number) => `?account=${index}&network=${DEVNET_SOLANA_CAIP_ID}`

/** A fresh receiver with nothing on the node. */
const freshAddress = async () => (await generateKeyPairSigner()).address as string

/** Polls `read` every 25 ms until it returns `want`; resolves with the milliseconds it took from `since`. */
async function until<T>(read: () => Promise<T>, want: T, since: number, timeout = 15_000): Promise<number> {
  await expect.poll(read, { timeout, interval: 25 }).toBe(want)
  return Math.round(performance.now() - since)
}

describe('Solana journeys', () => {
  test('one row for the EVM + Solana wallet connects both namespaces; SOL and SPL balances as on the node', async () => {
    const owner = solanaAccount(0)
    const j = await startJourney({ query: onSolana(0) })
    const n = node(await rpcUrlOf(j.page))
    const modal = dialog(j.page)
    await connectButton(j.page).click()
    // One row for the wallet that announces itself through EIP-6963 and the Wallet Standard.
    const row = modal.getByRole('button', { name: /Airlock Test Wallet/ })
    await row.first().waitFor({ timeout: 10_000 })
    expect(await row.count()).toBe(1)
    const balance = `${shown(await n.lamports(owner), 9)} SOL`
    const clicked = performance.now()
    await row.click()
    await modal.getByText(balance).first().waitFor({ timeout: 15_000 })
    console.info(
      `[bench] solana wallet row click → SOL balance shown: ${Math.round(performance.now() - clicked)} ms`,
    )
    expect(await readSolana(j.page)).toMatchObject({
      eip155: 'connected',
      solana: 'connected',
      chain: DEVNET_SOLANA_CAIP_ID,
      address: owner,
    })
    const usdc = await n.tokenUnits(owner, DEVNET_SOLANA_MINTS.usdc.address)
    const bonk = await n.tokenUnits(owner, DEVNET_SOLANA_MINTS.bonk.address)
    await modal
      .getByText(`${shown(usdc, 6)} USDC`)
      .first()
      .waitFor({ timeout: 10_000 })
    await modal
      .getByText(`${shown(bonk, 9)} BONK`)
      .first()
      .waitFor({ timeout: 10_000 })
    // The spam-flagged, 0-decimal airdrop is not listed.
    expect(await modal.getByText(/CLAIM/).count()).toBe(0)
    // The sandbox's test-wallet panel shows the Solana side too.
    const panelAddress = j.page.getByTestId('test-wallet-solana-address')
    await expect.poll(() => panelAddress.textContent(), { timeout: 10_000 }).toBe(owner)
    // The address is the wallet's own; its connected state follows once the page's connect lands.
    await expect
      .poll(() => panelAddress.locator('xpath=..').textContent(), { timeout: 10_000 })
      .toContain('· connected')
    await j.finish('solana-connect-balance-tokens')
  }, 90_000)

  test("sends SOL and an SPL token (the receiver has them on the node); a refused send says 'Signature declined'", async () => {
    const owner = solanaAccount(1)
    // The kernel's logger reports the refusal at level error: expected here, not a crash.
    const j = await startJourney({ query: onSolana(1), allowConsole: [/Signature declined/] })
    const n = node(await rpcUrlOf(j.page))
    await connectBoth(j.page)
    const modal = dialog(j.page)
    await modal
      .getByText(`${shown(await n.lamports(owner), 9)} SOL`)
      .first()
      .waitFor({ timeout: 15_000 })

    const to = await freshAddress()
    await sendFromAccount(j.page, '0.25', to)
    const sent = performance.now() // the Send click
    const confirmedMs = await until(() => n.lamports(to), 250_000_000n, sent)
    console.info(`[bench] solana Send click → SOL transfer confirmed on the node: ${confirmedMs} ms`)

    const usdcBefore = await n.tokenUnits(owner, DEVNET_SOLANA_MINTS.usdc.address)
    const tokenTo = await freshAddress()
    // The receiver has no USDC account: the send creates it.
    await sendFromAccount(j.page, '1.5', tokenTo, 'USD Coin')
    const tokenSent = performance.now()
    const tokenMs = await until(
      () => n.tokenUnits(tokenTo, DEVNET_SOLANA_MINTS.usdc.address),
      1_500_000n,
      tokenSent,
    )
    console.info(
      `[bench] solana Send click → USDC transfer (new token account) confirmed on the node: ${tokenMs} ms`,
    )
    expect(await n.tokenUnits(owner, DEVNET_SOLANA_MINTS.usdc.address)).toBe(usdcBefore - 1_500_000n)
    await modal
      .getByText(`${shown(usdcBefore - 1_500_000n, 6)} USDC`)
      .first()
      .waitFor({ timeout: 15_000 })

    // The wallet refuses the next one: 'Signature declined', nothing moves.
    const refusedTo = await freshAddress()
    // The wallet's own control (the sandbox panel's button is under the open modal).
    await j.page.evaluate(() =>
      (
        window as unknown as { airlockTestWallet: { setNextResponse(a: 'reject'): void } }
      ).airlockTestWallet.setNextResponse('reject'),
    )
    await sendFromAccount(j.page, '0.5', refusedTo)
    // In the preview and in the snackbar.
    await modal.getByText('Signature declined').first().waitFor({ timeout: 10_000 })
    expect(await n.lamports(refusedTo)).toBe(0n)
    await j.finish('solana-send-sol-usdc-and-refused')
  }, 90_000)

  test('switches between the two configured Solana networks (the URL keeps the choice) and stays connected after a reload', async () => {
    const j = await startJourney({ query: onSolana(3) })
    await connectBoth(j.page)
    await switchTo(j.page, /Solana Devnet \(local node\)/)
    await expect
      .poll(async () => (await readSolana(j.page)).chain, { timeout: 10_000 })
      .toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    await expect
      .poll(() => new URL(j.page.url()).searchParams.get('network'))
      .toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    // The same node serves both: the balance is there on the other network too.
    const n = node(await rpcUrlOf(j.page))
    await dialog(j.page)
      .getByText(`${shown(await n.lamports(solanaAccount(3)), 9)} SOL`)
      .first()
      .waitFor({ timeout: 10_000 })
    await switchTo(j.page, SOLANA_NETWORK)
    await expect
      .poll(async () => (await readSolana(j.page)).chain, { timeout: 10_000 })
      .toBe(DEVNET_SOLANA_CAIP_ID)

    // A reload keeps both namespaces connected and the Solana network active, without asking again.
    await j.page.keyboard.press('Escape')
    await j.page.reload()
    await expect
      .poll(() => readSolana(j.page), { timeout: 15_000 })
      .toMatchObject({
        eip155: 'connected',
        solana: 'connected',
        chain: DEVNET_SOLANA_CAIP_ID,
        address: solanaAccount(3),
      })
    await j.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 10_000 })
    await j.finish('solana-switch-network-and-reload')
  }, 90_000)

  test('connects through WalletConnect; the wallet page signs and sends a SOL transfer', async () => {
    const j = await startJourney({ query: `?testWallet=0&network=${DEVNET_SOLANA_CAIP_ID}` })
    const n = node(await rpcUrlOf(j.page))
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    const link = j.page.getByTestId('wallet-page-link')
    await expect.poll(() => link.getAttribute('href'), { timeout: 20_000 }).toContain('?uri=wc%3A')
    const [phone] = await Promise.all([
      j.context.waitForEvent('page'),
      j.page.getByTestId('phone-link').click(),
    ])
    const approve = phone.getByTestId('approve-proposal')
    await approve.waitFor({ timeout: 20_000 })
    expect(await phone.getByTestId('proposal-namespaces').textContent()).toContain('solana')
    const owner = (await phone.getByTestId('wallet-solana-address').textContent())?.trim() ?? ''
    await approve.click()
    await expect
      .poll(() => readSolana(j.page), { timeout: 20_000 })
      .toMatchObject({ solana: 'connected', chain: DEVNET_SOLANA_CAIP_ID, address: owner })
    const modal = dialog(j.page)
    await modal
      .getByText(`${shown(await n.lamports(owner), 9)} SOL`)
      .first()
      .waitFor({ timeout: 15_000 })

    const to = await freshAddress()
    await sendFromAccount(j.page, '0.1', to)
    const request = phone.getByTestId('request').filter({ hasText: /solana_sign/ })
    await request.waitFor({ timeout: 20_000 })
    await request.getByTestId('approve-request').click()
    await until(() => n.lamports(to), 100_000_000n, performance.now(), 20_000)
    await j.finish('solana-walletconnect-send')
  }, 90_000)
})

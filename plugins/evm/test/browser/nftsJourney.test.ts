// NFTs in the Account view, in headless Chromium against the devnet: the test app (ui + evm) lists the
// NFTs the devnet API's indexer knows for the connected account (GET /v1/account/{address}/nfts), hides
// the spam ones, opens the detail view, shows the empty state for an account with none, and shows the
// placeholder for an image that never answers (a devnet fault) once the 2 s preload timeout passes.
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACTS,
  e2eConfigScript,
  e2eEndpointsFrom,
  type LocalServer,
  launchChromium,
  openPage,
  serveStatic,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

const rpcUrls = inject('rpcUrls')
const catalogueUrl = inject('catalogueUrl')
const APP_ENTRY = fileURLToPath(new URL('../app/main.tsx', import.meta.url))

let browser: Browser
let server: LocalServer

beforeAll(async () => {
  const [{ outDir }, launched] = await Promise.all([
    buildTestApp(APP_ENTRY, { title: 'Airlock EVM test app', tempPrefix: 'airlock-evm-nfts-' }),
    launchChromium(),
  ])
  browser = launched
  server = await serveStatic(outDir)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Opens the app in a fresh context with the test wallet holding `privateKey`, connects, shows Account. */
async function connectedPage(privateKey: Hex): Promise<{ page: Page; requests: string[] }> {
  const chains = [31337, 31338].map((chainId) => ({ chainId, rpcUrl: rpcUrls[chainId] ?? '' }))
  const { page, requests } = await openPage(browser, server.url, {
    initScripts: [
      e2eConfigScript(e2eEndpointsFrom(inject)),
      testWalletInitScript({ chains, accounts: [privateKey], initialChainId: 31337 }),
    ],
  })
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page.getByRole('tab', { name: 'NFTs' }).click()
  return { page, requests }
}

async function addFault(rule: { route: string; kind: 'timeout' }): Promise<number> {
  const response = await fetch(`${catalogueUrl}/__devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  })
  return ((await response.json()) as { id: number }).id
}

describe('NFTs in the Account view (devnet)', () => {
  test('account 0 sees its two test NFTs and not the spam ones; the detail view shows the token; an image that never answers shows the placeholder after 2 s', async () => {
    // Image #2 never answers (the catalogue holds the request open); #1 loads.
    const fault = await addFault({ route: '/public/getTokenImage/ATNFT-2', kind: 'timeout' })
    const { page, requests } = await connectedPage(DEVNET_ACCOUNTS[0]!.privateKey)
    try {
      const cards = page.getByTestId('nft-card')
      await expect
        .poll(async () => (await cards.allTextContents()).sort(), { timeout: 15_000 })
        .toEqual(['Airlock Test NFT #1Airlock Test NFT', 'Airlock Test NFT #2Airlock Test NFT'])
      await expect(page.getByText('Free Airdrop Claim').count()).resolves.toBe(0)
      expect(
        requests.some((u) => /\/v1\/account\/0x[0-9a-fA-F]{40}\/nfts\?.*chainId=eip155%3A31337/.test(u)),
      ).toBe(true)
      const card = (n: number) => cards.filter({ hasText: `Airlock Test NFT #${n}` })
      const imageState = (n: number) => card(n).locator('.al-nft-image').getAttribute('data-image-state')
      // #1 loads; #2 gets no answer to fail on, so it stays loading until the 2 s timeout gives the placeholder.
      await expect.poll(() => imageState(1), { timeout: 5_000 }).toBe('loaded')
      await expect.poll(() => imageState(2), { timeout: 1_500, interval: 100 }).toBe('loading')
      const loadingSeen = Date.now()
      await expect.poll(() => imageState(2), { timeout: 4_000, interval: 100 }).toBe('placeholder')
      expect(Date.now() - loadingSeen).toBeLessThan(3_000)
      expect(requests.some((u) => u.endsWith('/public/getTokenImage/ATNFT-2'))).toBe(true)
      await expect(card(2).getByTestId('nft-placeholder').count()).resolves.toBe(1)
      await expect(card(2).locator('img').count()).resolves.toBe(0)

      await card(1).getByRole('button').click()
      const detail = page.getByTestId('nft-detail-view')
      await detail.waitFor()
      await expect(detail.getByRole('heading').textContent()).resolves.toBe('Airlock Test NFT #1')
      const facts = await detail
        .locator('dt')
        .evaluateAll((dts) => dts.map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`))
      expect(facts).toEqual([
        'Collection: Airlock Test NFT',
        'Token ID: 1',
        'Contract: 0xb1...59f431',
        'Network: Devnet 31337',
      ])
      await expect
        .poll(() => detail.locator('.al-nft-image').getAttribute('data-image-state'), { timeout: 5_000 })
        .toBe('loaded')
    } finally {
      await fetch(`${catalogueUrl}/__devnet/faults/${fault}`, { method: 'DELETE' })
      await page.context().close()
    }
  })

  test('an account with no NFTs sees the empty state', async () => {
    const { page } = await connectedPage(generatePrivateKey())
    try {
      await page.getByText('No NFTs yet').waitFor({ timeout: 15_000 })
      await expect(page.getByTestId('nft-card').count()).resolves.toBe(0)
      await expect(page.getByRole('alert').count()).resolves.toBe(0)
    } finally {
      await page.context().close()
    }
  })

  test('account 1 sends its NFT #4 from the detail view: the fee shown first, the wallet signs, anvil records the new owner', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const { page } = await connectedPage(DEVNET_ACCOUNTS[1]!.privateKey)
    try {
      const card = page.getByTestId('nft-card').filter({ hasText: 'Airlock Test NFT #4' })
      await card.getByRole('button').click({ timeout: 15_000 })
      const form = page.getByTestId('nft-send-form')
      await form.getByRole('textbox').fill(receiver)
      await form.getByRole('button', { name: 'Preview send' }).click()
      await expect
        .poll(() => page.getByTestId('nft-send-fee').textContent(), { timeout: 15_000 })
        .toMatch(/ETH/)
      await form.getByRole('button', { name: 'Send', exact: true }).click()
      await expect
        .poll(() => page.evaluate(() => window.__airlock.get((s) => s.modal.view.view)), { timeout: 15_000 })
        .toBe('Account')
      const chain = createPublicClient({ transport: http(rpcUrls[31337]) })
      await expect
        .poll(
          () =>
            chain.readContract({
              address: DEVNET_CONTRACTS.nft,
              abi: ownerOfAbi,
              functionName: 'ownerOf',
              args: [4n],
            }),
          { timeout: 15_000 },
        )
        .toBe(receiver)
    } finally {
      await page.context().close()
    }
  })
})

const ownerOfAbi = [
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

// The Connect view's rows never move while it is open, whatever the catalogue answers: the recommended rows'
// reserved place is kept when the answer has fewer or none (a one-chain Solana or Bitcoin page) or fails.
// Real layout (headless Chromium), with reduced motion so the modal's entry animation plays in no time and a
// row's box as it first shows is where it rests.
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { commands, page } from 'vitest/browser'
import { catalogueState } from '../../catalogue/CatalogueState'
import { holdCatalogueList } from '../../test-support/holdCatalogueList'
import { type AirlockRender, renderWithAirlock, walletRow } from '../../test-support/renderWithAirlock'
import { announcedConnector, createTestChain, walletConnectConnector } from '../../test-support/testChain'

let r: AirlockRender | undefined
beforeAll(() => commands.emulateReducedMotion(true))
afterAll(() => commands.emulateReducedMotion(false))
afterEach(async () => {
  await r?.unmount()
  r = undefined
  await page.viewport(1024, 768)
})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

/** A catalogue wallet of the answer (not installed here). */
const catalogueWallet = (n: number) => ({
  id: `wallet-${n}`,
  name: `Test Wallet ${n}`,
  image_id: `img-${n}`,
  rdns: `io.test.wallet${n}`,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
})

const ANSWERS = {
  'no recommended wallets': { answer: () => json({ count: 0, data: [] }), status: 'done', recommended: 0 },
  'two recommended wallets': {
    answer: () => json({ count: 2, data: [catalogueWallet(2), catalogueWallet(3)] }),
    status: 'done',
    recommended: 2,
  },
  'a failure': {
    answer: () => new Response('unavailable', { status: 503 }),
    status: 'error',
    recommended: 0,
  },
} as const

/** An installed wallet, WalletConnect, the reserved rows, All Wallets: a one-chain page's Connect view. */
const chain = () => createTestChain([announcedConnector(1), walletConnectConnector()])

/** `el`'s box once it holds still over two frames (bounded poll: a height change settles within frames). */
async function restingBox(el: Element): Promise<DOMRect> {
  let last: DOMRect | undefined
  return await vi.waitFor(
    async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const box = el.getBoundingClientRect()
      const rested = last !== undefined && JSON.stringify(box) === JSON.stringify(last)
      last = box
      expect(rested).toBe(true)
      return box
    },
    { timeout: 5_000, interval: 20 },
  )
}

describe('Connect view: the rows shown stay put while the catalogue answers', () => {
  for (const [viewport, size] of [
    ['centred dialog', [1024, 768]],
    ['phone bottom sheet', [390, 844]],
  ] as const) {
    for (const [name, { answer, status, recommended }] of Object.entries(ANSWERS)) {
      test(`${viewport}, ${name}: no row moves and All Wallets stays below the reserved place`, async () => {
        await page.viewport(size[0], size[1])
        const { release, fetchSpy } = holdCatalogueList(answer)
        try {
          r = await renderWithAirlock(null, { chain: chain() })
          await r.open()
          const rows = [
            await walletRow(r, 'Test Wallet 1'),
            await walletRow(r, 'WalletConnect'),
            await walletRow(r, 'All Wallets'),
          ]
          // As soon as they show, before the answer (held until the release).
          const before = rows.map((row) => JSON.stringify(row.getBoundingClientRect()))
          expect(r.$$('.al-list-placeholder')).toHaveLength(4)
          release()
          await vi.waitFor(() => expect(catalogueState(r!.airlock).status).toBe(status))
          await vi.waitFor(() => expect(r!.$$('.al-list-placeholder')).toHaveLength(0))
          expect(rows.every((row) => row.isConnected)).toBe(true)
          expect(r.$$('.al-list-item')).toHaveLength(3 + recommended)
          for (const [i, row] of rows.entries()) expect(JSON.stringify(await restingBox(row))).toBe(before[i])
        } finally {
          release()
          fetchSpy.mockRestore()
        }
      })
    }
  }

  test('the kept place goes when the modal closes: a later open whose answer is known shows no gap', async () => {
    const { release, fetchSpy } = holdCatalogueList(ANSWERS['no recommended wallets'].answer)
    try {
      r = await renderWithAirlock(null, { chain: chain(), prerender: true })
      await r.open()
      await walletRow(r, 'All Wallets')
      release()
      await vi.waitFor(() => expect(catalogueState(r!.airlock).status).toBe('done'))
      await vi.waitFor(() => expect(r!.$$('.al-list-held')).toHaveLength(4))
      await act(async () => r!.airlock.close())
      await r.open()
      const first = await walletRow(r, 'Test Wallet 1')
      const allWallets = await walletRow(r, 'All Wallets')
      expect(r.$$('.al-list-held, .al-list-placeholder')).toHaveLength(0)
      // All Wallets right under WalletConnect, under the installed wallet: one row (56 px) and the gap (8 px) each.
      expect(allWallets.getBoundingClientRect().top - first.getBoundingClientRect().top).toBe(2 * 64)
    } finally {
      release()
      fetchSpy.mockRestore()
    }
  })
})

import { definePlugin } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { userRejection } from '../../test-support/connectorTypes'
import { NFTS_UNAVAILABLE, NO_NFTS } from '../account/NftsTab'
import {
  expectNoAxeViolations,
  renderView,
  screenshotModal,
  typeInto,
  type ViewRender,
} from '../account/testing/renderView'
import type { Nft, NftListParameters, NftPage, NftSource } from './nftTypes'

const catalogue = inject('catalogueUrl')
const CONTRACT = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431'
const SPAM = '0x8ce361602B935680E8DeC218b820ff5056BeB7af'

function nft(tokenId: string, extra: Partial<Nft> = {}): Nft {
  return {
    id: `eip155:1:${CONTRACT}:${tokenId}`,
    chainId: 'eip155:1',
    contract: CONTRACT,
    tokenId,
    name: `Airlock Test NFT #${tokenId}`,
    collection: { name: 'Airlock Test NFT', address: CONTRACT },
    imageUrl: `${catalogue}/getWalletImage/nft-${tokenId}`,
    isSpam: false,
    ...extra,
  }
}
const spam = (tokenId: string) =>
  nft(tokenId, {
    id: `eip155:1:${SPAM}:${tokenId}`,
    contract: SPAM,
    name: `Free Airdrop Claim #${tokenId}`,
    collection: { name: 'Free Airdrop Claim' },
    isSpam: true,
  })

/** A chain plugin's NFT source for eip155 that answers with `answer` and records every request. */
function nftPlugin(answer: (p: NftListParameters) => Promise<NftPage>) {
  const calls: NftListParameters[] = []
  const source: NftSource = {
    namespace: 'eip155',
    list: (params) => {
      calls.push(params)
      return answer(params)
    },
  }
  const plugin = definePlugin({ name: 'test-nfts', setup: (ctx) => void ctx.contribute('ui/nfts', source) })
  return { plugin, calls }
}

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const cards = (v: ViewRender) => v.$$<HTMLElement>('[data-testid="nft-card"]')
async function openNftsTab(v: ViewRender) {
  const tab = v.$$('[role="tab"]').find((t) => t.textContent === 'NFTs')
  if (!tab) throw new Error('no NFTs tab')
  await v.click(tab)
}

describe('NFTs tab', () => {
  test('a grid of the NFTs on the active chain with image, name and collection; spam and other chains hidden', async () => {
    const other = nft('9', { id: 'eip155:137:x:9', chainId: 'eip155:137', name: 'Polygon NFT #9' })
    const { plugin, calls } = nftPlugin(async () => ({
      data: [nft('1'), spam('1'), nft('2'), spam('2'), other],
      next: null,
    }))
    view = await renderView('Account', { plugins: [plugin] })
    await openNftsTab(view)
    await vi.waitFor(() => expect(cards(view as ViewRender)).toHaveLength(2))
    expect(cards(view).map((c) => c.textContent)).toEqual([
      'Airlock Test NFT #1Airlock Test NFT',
      'Airlock Test NFT #2Airlock Test NFT',
    ])
    expect(view.text()).not.toContain('Free Airdrop Claim')
    expect(view.text()).not.toContain(NO_NFTS)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ address: view.airlock.get((s) => s.account).address, cursor: undefined })
    expect(calls[0]?.network.caipNetworkId).toBe('eip155:1')
    // Images load once near the view and show when decoded.
    await vi.waitFor(() =>
      expect(view?.$$('.al-nft-image').map((i) => i.getAttribute('data-image-state'))).toEqual([
        'loaded',
        'loaded',
      ]),
    )
    expect(view.$$<HTMLImageElement>('.al-nft-image img')[0]?.src).toBe(`${catalogue}/getWalletImage/nft-1`)
    await expectNoAxeViolations(view)
    await screenshotModal(view, 'account-nfts-grid')
  })

  test('follows the active chain: switching the network lists that chain', async () => {
    const { plugin, calls } = nftPlugin(async ({ network }) => ({
      data: [
        nft('5', { id: `${network.caipNetworkId}:5`, chainId: network.caipNetworkId, name: network.name }),
      ],
      next: null,
    }))
    view = await renderView('Account', { plugins: [plugin] })
    await openNftsTab(view)
    await vi.waitFor(() => expect(cards(view as ViewRender)[0]?.textContent).toContain('Ethereum'))
    await act(async () => {
      await view?.airlock.switchNetwork('eip155:137')
    })
    await vi.waitFor(() => expect(cards(view as ViewRender)[0]?.textContent).toContain('Polygon'))
    expect(cards(view)).toHaveLength(1)
    expect(calls.map((c) => c.network.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
  })

  test('the empty state shows only when there really are none: a page of spam reads the next page first', async () => {
    let release: (page: NftPage) => void = () => undefined
    const { plugin, calls } = nftPlugin(async ({ cursor }) =>
      cursor === undefined
        ? { data: [spam('1'), spam('2')], next: 'page-2' }
        : new Promise<NftPage>((resolve) => {
            release = resolve
          }),
    )
    view = await renderView('Account', { plugins: [plugin] })
    await openNftsTab(view)
    await vi.waitFor(() => expect(calls.map((c) => c.cursor)).toEqual([undefined, 'page-2']))
    expect(view.text()).not.toContain(NO_NFTS)
    expect(view.$('[role="status"][aria-label="Loading NFTs"]')).not.toBeNull()
    await act(async () => release({ data: [], next: null }))
    await vi.waitFor(() => expect(view?.text()).toContain(NO_NFTS))
    expect(cards(view)).toHaveLength(0)
    expect(view.$('[aria-label="Loading NFTs"]')).toBeNull()
    await expectNoAxeViolations(view)
  })

  test('a failed listing says so (not "none") and Try again reloads; Load more reads the next page', async () => {
    let fail = true
    const { plugin, calls } = nftPlugin(async ({ cursor }) => {
      if (fail) throw new Error('down')
      return cursor ? { data: [nft('3')], next: null } : { data: [nft('1'), nft('2')], next: 'more' }
    })
    view = await renderView('Account', { plugins: [plugin] })
    await openNftsTab(view)
    await vi.waitFor(() => expect(view?.$('[role="alert"]')?.textContent).toContain(NFTS_UNAVAILABLE))
    expect(view.text()).not.toContain(NO_NFTS)
    fail = false
    await view.click(view.button('Try again'))
    await vi.waitFor(() => expect(cards(view as ViewRender)).toHaveLength(2))
    await view.click(view.button('Load more'))
    await vi.waitFor(() => expect(cards(view as ViewRender)).toHaveLength(3))
    expect(calls.map((c) => c.cursor)).toEqual([undefined, undefined, 'more'])
    expect(() => view?.button('Load more')).toThrow()
  })

  test('no chain plugin source and no API configured: the empty state, nothing requested', async () => {
    view = await renderView('Account')
    await openNftsTab(view)
    expect(view.text()).toContain(NO_NFTS)
  })

  test('refused and broken images show the placeholder', async () => {
    const { plugin } = nftPlugin(async () => ({
      data: [
        nft('1', { imageUrl: 'javascript:alert(1)' }),
        nft('2', { imageUrl: `${catalogue}/no-such-image.png` }),
        nft('3', { imageUrl: undefined }),
      ],
      next: null,
    }))
    view = await renderView('Account', { plugins: [plugin] })
    await openNftsTab(view)
    await vi.waitFor(() =>
      expect(view?.$$('.al-nft-image').map((i) => i.getAttribute('data-image-state'))).toEqual([
        'placeholder',
        'placeholder',
        'placeholder',
      ]),
    )
    expect(view.$$('[data-testid="nft-placeholder"]')).toHaveLength(3)
    expect(view.$$('.al-nft-image img')).toHaveLength(0)
  })
})

describe('NFT detail view', () => {
  test('a card opens the NFT: image, name, collection, token id, contract, explorer link; back returns', async () => {
    const { plugin } = nftPlugin(async () => ({ data: [nft('1'), nft('2')], next: null }))
    view = await renderView('Account', { plugins: [plugin] })
    await openNftsTab(view)
    await vi.waitFor(() => expect(cards(view as ViewRender)).toHaveLength(2))
    await view.click(cards(view)[1]?.querySelector('button') as HTMLElement)
    await vi.waitFor(() => expect(view?.$('[data-testid="nft-detail-view"]')).not.toBeNull())
    const detail = view.$('[data-testid="nft-detail-view"]') as HTMLElement
    expect(view.airlock.get((s) => s.modal.view.view)).toBe('NftDetails')
    expect(detail.querySelector('h2')?.textContent).toBe('Airlock Test NFT #2')
    const facts = [...detail.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
    expect(facts).toEqual([
      ['Collection', 'Airlock Test NFT'],
      ['Token ID', '2'],
      ['Contract', '0xb1...59f431'],
      ['Network', 'Ethereum'],
    ])
    expect(detail.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Airlock Test NFT #2')
    const link = view.button('View on Explorer') as HTMLAnchorElement
    expect(link.href).toBe(`https://explorer.example/address/${CONTRACT}`)
    expect(link.rel).toBe('noopener noreferrer')
    await vi.waitFor(() =>
      expect(detail.querySelector('.al-nft-image')?.getAttribute('data-image-state')).toBe('loaded'),
    )
    await expectNoAxeViolations(view)
    await screenshotModal(view, 'nft-detail')
    await act(async () => view?.airlock.back())
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
  })
})

describe('sending an NFT from its detail view', () => {
  const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const openDetail = async (v: ViewRender) => {
    await openNftsTab(v)
    await vi.waitFor(() => expect(cards(v)).toHaveLength(1))
    await v.click(cards(v)[0]?.querySelector('button') as HTMLElement)
    await vi.waitFor(() => expect(v.$('[data-testid="nft-detail-view"]')).not.toBeNull())
  }
  const form = (v: ViewRender) => v.$('[data-testid="nft-send-form"]')
  const receiver = (v: ViewRender) => form(v)?.querySelector('input') as HTMLInputElement

  test('no Send where the adapter cannot send NFTs', async () => {
    const { plugin } = nftPlugin(async () => ({ data: [nft('1')], next: null }))
    view = await renderView('Account', { plugins: [plugin] })
    await openDetail(view)
    expect(form(view)).toBeNull()
  })

  test('receiver checked, the fee shown before signing, sent through the transaction service; a refusal says so', async () => {
    const { plugin } = nftPlugin(async () => ({ data: [nft('1')], next: null }))
    view = await renderView('Account', { plugins: [plugin], withNfts: true, withGas: true })
    await openDetail(view)
    const submit = () => form(view as ViewRender)?.querySelector('button') as HTMLButtonElement
    expect(submit().disabled).toBe(true)
    await typeInto(receiver(view), '0x123')
    await vi.waitFor(() => expect(view?.text()).toContain('Invalid address'))
    expect(submit().disabled).toBe(true)
    await typeInto(receiver(view), RECEIVER)
    await view.click(view.button('Preview send'))
    await vi.waitFor(() =>
      expect(view?.$('[data-testid="nft-send-fee"]')?.textContent).toContain('Network fee'),
    )
    expect(view.$('[data-testid="nft-send-fee"]')?.textContent).toContain('ETH')
    expect(view.fake.sent).toEqual([])
    await expectNoAxeViolations(view)
    // A refusal in the wallet: 'Signature declined', still on the NFT.
    const sendTransfer = view.fake.wallet.sendTransfer
    view.fake.wallet.sendTransfer = async () => {
      throw userRejection()
    }
    await view.click(view.button('Send'))
    await vi.waitFor(() =>
      expect(view?.$('[data-testid="nft-send-form"] [role="alert"]')?.textContent).toBe('Signature declined'),
    )
    expect(view.airlock.get((s) => s.modal.view.view)).toBe('NftDetails')
    // Approved: through the transaction service ('Transaction started'), back to Account.
    view.fake.wallet.sendTransfer = sendTransfer
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
    expect(view.fake.sent).toMatchObject([
      { to: RECEIVER, amount: 1n, token: { address: CONTRACT, decimals: 0 } },
    ])
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.snackbar.message)).toBe('Transaction started'))
  })
})

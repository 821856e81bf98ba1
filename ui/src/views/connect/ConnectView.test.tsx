import { createMemoryBackend, definePlugin } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { catalogueState } from '../../catalogue/CatalogueState'
import { holdCatalogueList } from '../../test-support/holdCatalogueList'
import { type AirlockRender, renderWithAirlock } from '../../test-support/renderWithAirlock'
import { announcedConnector, createTestChain, walletConnectConnector } from '../../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const rowLabels = (render: AirlockRender) =>
  render.$$('.al-list-item').map((el) => el.querySelector('.al-list-item-label')!.textContent)

/** Resolves when the finite animations and transitions inside `root` (the modal's entry, a height change) end. */
async function settled(root: Element): Promise<void> {
  const finite = root
    .getAnimations({ subtree: true })
    .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
}

/**
 * Where `el` rests once the layout does: animations finished and the same top over two frames (a height
 * change can start its animation a frame after the change, later still on a loaded machine).
 */
async function restingTop(root: Element, el: Element): Promise<number> {
  let last = Number.NaN
  await vi.waitFor(
    async () => {
      await settled(root)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const top = el.getBoundingClientRect().top
      const rested = top === last
      last = top
      expect(rested).toBe(true)
    },
    { timeout: 5_000, interval: 20 },
  )
  return last
}

/** A login plugin's connect-method block in the `connectMethods` slot (group email or social). */
function blockPlugin(group: 'email' | 'social', text: string, extra: { visible?: () => boolean } = {}) {
  return definePlugin({
    name: `block-${group}`,
    setup(ctx) {
      ctx.addToSlot('connectMethods', {
        id: `test/${group}`,
        group,
        load: async () => () => <p data-block={group}>{text}</p>,
        ...extra,
      })
    },
  })
}

describe('Connect view', () => {
  test('lists recent, then announced/injected, then WalletConnect, then 4 recommended, then All Wallets with the count [spec 2.2, 9.24]', async () => {
    const chain = createTestChain([announcedConnector(9), walletConnectConnector(), announcedConnector(1)])
    // A returning visitor: the wallet used last time is in storage.
    const recent = [{ id: 'io.test.wallet1', name: 'Test Wallet 1', rdns: 'io.test.wallet1' }]
    const storage = createMemoryBackend({ '@airlock/recent_wallets': JSON.stringify(recent) })
    r = await renderWithAirlock(null, { chain, config: { storage } })
    await r.open()
    await vi.waitFor(() => expect(r!.$$('.al-list-item').length).toBe(8))
    // Catalogue wallets 1-3 have rdns io.test.wallet1..3: wallet 1 is installed, so it is not recommended again.
    expect(rowLabels(r)).toEqual([
      'Test Wallet 1',
      'Test Wallet 9',
      'WalletConnect',
      'Test Wallet 2',
      'Test Wallet 3',
      'Test Wallet 4',
      'Test Wallet 5',
      'All Wallets',
    ])
    const tags = r.$$('.al-list-item').map((el) => el.querySelector('.al-tag')?.textContent ?? '')
    expect(tags).toEqual(['Recent', 'Installed', 'QR Code', '', '', '', '', '1200'])
  })

  test('the recommended rows are reserved until they arrive: no row above them moves', async () => {
    const { release, fetchSpy } = holdCatalogueList()
    try {
      r = await renderWithAirlock(null, { chain: createTestChain([announcedConnector(1)]) })
      await r.open()
      await vi.waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThan(0))
      const placeholders = r.$$<HTMLElement>('.al-list-placeholder')
      expect(placeholders).toHaveLength(4)
      expect(placeholders.every((el) => el.closest('li')?.getAttribute('aria-hidden') === 'true')).toBe(true)
      const installed = r.$$<HTMLElement>('.al-list-item')[0]!
      const row = r.$$<HTMLElement>('.al-list-item').find((el) => el.textContent?.includes('Test Wallet 2'))
      expect(row).toBeUndefined()
      const top = await restingTop(r.$('[role="dialog"]')!, installed)
      const placeholderHeight = placeholders[0]!.offsetHeight
      release()
      await vi.waitFor(() => expect(rowLabels(r!)).toContain('Test Wallet 2'))
      expect(r.$$('.al-list-placeholder')).toHaveLength(0)
      expect(await restingTop(r.$('[role="dialog"]')!, installed)).toBe(top)
      const recommended = r
        .$$<HTMLElement>('.al-list-item')
        .find((el) => el.textContent?.includes('Test Wallet 2'))!
      expect(recommended.offsetHeight).toBe(placeholderHeight)
    } finally {
      release()
      fetchSpy.mockRestore()
    }
  })

  test('a catalogue failure that lands while the visitor presses waits for the release: All Wallets stays put', async () => {
    const { release, fetchSpy } = holdCatalogueList(
      () => new Response('{ not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    )
    try {
      r = await renderWithAirlock(null, { chain: createTestChain([announcedConnector(1)]) })
      await r.open()
      await vi.waitFor(() => expect(fetchSpy.mock.calls.length).toBeGreaterThan(0))
      const allWallets = r
        .$$<HTMLElement>('.al-list-item')
        .find((el) => el.textContent?.includes('All Wallets'))!
      const top = await restingTop(r.$('[role="dialog"]')!, allWallets)
      const pointer = (type: string) =>
        allWallets.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerId: 1 }))
      pointer('pointerdown')
      release()
      const catalogue = catalogueState(r.airlock)
      await vi.waitFor(() => expect(catalogue.status).toBe('error'))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      expect(r.$$('.al-list-placeholder')).toHaveLength(4)
      expect(allWallets.getBoundingClientRect().top).toBe(top)
      pointer('pointerup')
      // After the release the failed answer shows: the placeholders go, their place kept (WalletList.test).
      await vi.waitFor(() => expect(r!.$$('.al-list-placeholder')).toHaveLength(0))
      expect(await restingTop(r.$('[role="dialog"]')!, allWallets)).toBe(top)
    } finally {
      release()
      fetchSpy.mockRestore()
    }
  })

  test('a connect-method block keeps the height its entry declares while it loads (one row without one)', async () => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const block = (id: string, group: string, placeholderHeight?: number) =>
      definePlugin({
        name: `slow-${id}`,
        setup(ctx) {
          ctx.addToSlot('connectMethods', {
            id: `test/${id}`,
            group,
            ...(placeholderHeight === undefined ? {} : { placeholderHeight }),
            load: async () => {
              await released
              return () => <div data-block={id} style={{ height: 120 }} />
            },
          })
        },
      })
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      plugins: [block('email', 'email', 120), block('social', 'social')],
      config: { endpoints: {} },
    })
    await r.open()
    await vi.waitFor(() => expect(r!.$$('.al-list-placeholder')).toHaveLength(2))
    const dialog = r.$('[role="dialog"]')!
    const [declared, plain] = r.$$<HTMLElement>('.al-list-placeholder')
    // Layout heights (offsetHeight): the dialog's entry scales it (0.98 → 1) for 150 ms, which a bounding box shows.
    expect(declared!.offsetHeight).toBe(120)
    expect(plain!.offsetHeight).toBe(56)
    expect(plain!.getAttribute('aria-hidden')).toBe('true')
    const wallet = r.$$<HTMLElement>('.al-list-item')[0]!
    const top = await restingTop(dialog, wallet)
    release()
    await vi.waitFor(() => expect(r!.$('[data-block="social"]')).not.toBeNull())
    expect(r.$$('.al-list-placeholder')).toHaveLength(0)
    // The declared height held: only the undeclared block's 64 extra pixels (below the installed wallet, which
    // puts wallets first) move the centred dialog, by half of them.
    expect(await restingTop(dialog, wallet)).toBe(top - 64 / 2)
  })

  test('connect-method order: email and social blocks only when a plugin added one to the slot [spec 2.23]', async () => {
    r = await renderWithAirlock(null, { chain: createTestChain() })
    await r.open()
    expect(r.$$('section').map((s) => s.getAttribute('aria-label'))).toEqual(['Wallets'])
    await r.unmount()

    r = await renderWithAirlock(null, {
      chain: createTestChain(),
      plugins: [blockPlugin('email', 'EMAIL'), blockPlugin('social', 'SOCIAL')],
    })
    await r.open()
    await vi.waitFor(() => expect(r!.$('[data-block="social"]')).not.toBeNull())
    expect(r.$$('section').map((s) => s.getAttribute('aria-label'))).toEqual([
      'Email',
      'Social logins',
      'Wallets',
    ])
    expect(r.$$('.al-divider').length).toBe(2)
    await r.unmount()

    // An entry whose own `visible` rule says no is left out, and so is its group.
    r = await renderWithAirlock(null, {
      chain: createTestChain(),
      plugins: [blockPlugin('email', 'EMAIL', { visible: () => false }), blockPlugin('social', 'SOCIAL')],
    })
    await r.open()
    await vi.waitFor(() => expect(r!.$('[data-block="social"]')).not.toBeNull())
    expect(r.$$('section').map((s) => s.getAttribute('aria-label'))).toEqual(['Social logins', 'Wallets'])
  })

  test('a catalogue wallet goes to the contributed opener; without one, no catalogue wallets are listed', async () => {
    r = await renderWithAirlock(null, { chain: createTestChain([announcedConnector(1)]) })
    await r.open()
    await vi.waitFor(() => expect(rowLabels(r!)).toContain('Test Wallet 2'))
    const row = r
      .$$<HTMLButtonElement>('.al-list-item')
      .find((el) => el.textContent?.includes('Test Wallet 2'))!
    await act(async () => row.click())
    expect(r.catalogueOpened.map((w) => w.name)).toEqual(['Test Wallet 2'])
    await r.unmount()

    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      catalogueOpener: false,
    })
    await r.open()
    await vi.waitFor(() => expect(catalogueState(r!.airlock).recommended.length).toBe(4))
    expect(rowLabels(r)).toEqual(['Test Wallet 1'])
  })

  test('a visible wallet puts wallets first; a configured order wins [spec 2.24, 3.13]', async () => {
    const plugins = [blockPlugin('email', 'EMAIL')]
    r = await renderWithAirlock(null, { chain: createTestChain([announcedConnector(1)]), plugins })
    await r.open()
    expect(r.$$('section').map((s) => s.getAttribute('aria-label'))).toEqual(['Wallets', 'Email'])
    await r.unmount()
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      plugins: [blockPlugin('email', 'EMAIL')],
      config: { features: { connectMethodsOrder: ['email', 'wallet'] } },
    })
    await r.open()
    expect(r.$$('section').map((s) => s.getAttribute('aria-label'))).toEqual(['Email', 'Wallets'])
  })

  test('the All Wallets entry follows the allWallets feature', async () => {
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      config: { features: { allWallets: false } },
    })
    await r.open()
    await vi.waitFor(() => expect(r!.$$('.al-list-item').length).toBe(5))
    expect(rowLabels(r)).not.toContain('All Wallets')
  })

  test('without a catalogue endpoint: installed wallets and WalletConnect, no catalogue parts', async () => {
    const chain = createTestChain([announcedConnector(1), walletConnectConnector()])
    r = await renderWithAirlock(null, { chain, config: { endpoints: {} } })
    await r.open()
    await vi.waitFor(() => expect(r!.$$('.al-list-item').length).toBe(2))
    expect(rowLabels(r)).toEqual(['Test Wallet 1', 'WalletConnect'])
  })

  test('[spec 3.13] collapseWallets folds the list behind one button', async () => {
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      config: { features: { collapseWallets: true } },
    })
    await r.open()
    expect(rowLabels(r)).toEqual(['Continue with a wallet'])
    await act(async () => r!.$<HTMLButtonElement>('.al-list-item')!.click())
    expect(rowLabels(r)).toContain('Test Wallet 1')
  })

  test('keyboard only: Tab to a wallet, Enter, approve in the wallet → connected', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(null, { chain })
    await r.open()
    const first = r.$<HTMLButtonElement>('.al-list-item')!
    expect(r.shadow().activeElement).toBe(first)
    await act(async () => {
      await userEvent.keyboard('{Enter}')
    })
    // The connect protocol is a lazy chunk (preloaded when the modal opens): wait for the view it pushes.
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('ConnectingExternal'))
    await vi.waitFor(() => expect(r!.$('.al-header-title')!.textContent).toBe('Test Wallet 1'))
    const pending = await chain.nextConnect()
    expect(pending.params.connectorId).toBe('io.test.wallet1')
    await act(async () => pending.approve())
    expect(r.airlock.get((s) => s.connection.status === 'connected')).toBe(true)
    expect(r.airlock.get((s) => s.modal.view.view)).toBe('Account')
  })

  test('hostile connector names and image URLs from a wallet render as text and no image', async () => {
    const chain = createTestChain([
      announcedConnector(1, {
        name: '<img src=x onerror="window.__pwned=1">',
        imageUrl: 'javascript:alert(1)',
      }),
      announcedConnector(2, { imageUrl: 'http://evil.example/w.png' }),
    ])
    r = await renderWithAirlock(null, { chain, allowLocalhostImages: false })
    await r.open()
    const [first, second] = r.$$('.al-list-item')
    expect(first!.querySelector('.al-list-item-label')!.textContent).toBe(
      '<img src=x onerror="window.__pwned=1">',
    )
    expect(first!.querySelector('img')).toBeNull()
    expect(second!.querySelector('img')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('hostile catalogue names render as text and never run', async () => {
    r = await renderWithAirlock()
    await r.open()
    await act(async () => {
      await r!.airlock.navigate('AllWallets')
    })
    await vi.waitFor(() => expect(r!.$('input')).not.toBeNull())
    const input = r.$<HTMLInputElement>('input')!
    await act(async () => {
      await userEvent.fill(input, 'pwned')
    })
    await vi.waitFor(() => expect(r!.$$('.al-wallet-card-name').length).toBe(2))
    expect(r.$$('.al-wallet-card-name').map((el) => el.textContent)).toEqual([
      '<img src=x onerror="window.__pwned=1">Evil',
      '"><script>window.__pwned=1</script>',
    ])
    expect(r.shadow().querySelector('script, .al-wallet-grid img:not(.al-image img)')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})

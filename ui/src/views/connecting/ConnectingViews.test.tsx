import { ERROR_MESSAGES } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../../test-support/renderWithAirlock'
import {
  announcedConnector,
  createTestChain,
  TEST_ICON,
  TEST_NAMESPACE,
  userRejection,
} from '../../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  vi.useRealTimers()
  await r?.unmount()
  r = undefined
})

const wcConnector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT' as const,
  chain: TEST_NAMESPACE,
  imageUrl: TEST_ICON,
}

describe('ConnectingExternal', () => {
  test('waits, shows Signature declined on rejection, and retries', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(null, { chain })
    await r.open('ConnectingExternal', { connectorId: 'io.test.wallet1' })
    expect(r.$('.al-header-title')!.textContent).toBe('Test Wallet 1')
    expect(r.$('.al-connecting')!.textContent).toContain('Continue in Test Wallet 1')
    const first = await chain.nextConnect()
    await act(async () => first.reject(userRejection()))
    await vi.waitFor(() =>
      expect(r!.$('.al-connecting')!.textContent).toContain(ERROR_MESSAGES.signatureDeclined),
    )
    expect(r.$('[data-state="error"]')).not.toBeNull()
    const retry = r.$$<HTMLButtonElement>('button').find((b) => b.textContent === 'Try again')!
    expect(retry.disabled).toBe(false)
    await act(async () => retry.click())
    const second = await chain.nextConnect()
    expect(chain.calls.length).toBe(2)
    expect(r.$('.al-connecting')!.textContent).toContain('Continue in Test Wallet 1')
    await act(async () => second.approve())
    expect(r.airlock.stores.router.view).toBe('Account')
  })
})

test('replacing the view with another connector remounts it and asks that wallet', async () => {
  const chain = createTestChain([announcedConnector(1), announcedConnector(2)])
  r = await renderWithAirlock(null, { chain })
  await r.open('ConnectingExternal', { connectorId: 'io.test.wallet1' })
  await chain.nextConnect()
  await act(async () =>
    r!.airlock.stores.router.replace('ConnectingExternal', { connectorId: 'io.test.wallet2' }),
  )
  await vi.waitFor(() =>
    expect(chain.calls.map((c) => c.connectorId)).toEqual(['io.test.wallet1', 'io.test.wallet2']),
  )
  expect(r.$('.al-header-title')!.textContent).toBe('Test Wallet 2')
})

describe('ConnectingWalletConnect', () => {
  test('shows the pairing QR code, copy link and the wallet deep links (unsafe ones dropped)', async () => {
    const chain = createTestChain([wcConnector])
    r = await renderWithAirlock(null, { chain })
    await r.open()
    await vi.waitFor(() => expect(r!.$$('.al-list-item').length).toBeGreaterThan(3))
    // Catalogue wallet 6 has a mobile link (even) and a desktop link (multiple of 3).
    await act(async () => {
      await r!.airlock.show('AllWallets')
    })
    await vi.waitFor(() => expect(r!.$('[data-index-wallet="5"]')).not.toBeNull())
    await act(async () => r!.$<HTMLButtonElement>('[data-index-wallet="5"]')!.click())
    expect(r.$('.al-header-title')!.textContent).toBe('Test Wallet 6')
    await vi.waitFor(() => expect(r!.$('.al-qr-placeholder')).not.toBeNull())
    const pending = await chain.nextConnect()
    expect(pending.params.connectorId).toBe('walletConnect')
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=abc'
    await act(async () => chain.hooks().walletConnectUri(uri, Date.now() + 240_000))
    await vi.waitFor(() => expect(r!.$('.al-qr svg path')).not.toBeNull())
    expect(r.$('.al-qr')!.getAttribute('aria-label')).toBe('QR code to connect Test Wallet 6')
    const links = r.$$<HTMLAnchorElement>('a.al-btn')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `testwallet6-desktop://wc?uri=${encodeURIComponent(uri)}`,
    ])
    const copy = r.$$<HTMLButtonElement>('button').find((b) => b.textContent === 'Copy link')!
    expect(copy.disabled).toBe(false)
  })

  test('refreshes the pairing when 10 s or less remain', async () => {
    const chain = createTestChain([wcConnector])
    r = await renderWithAirlock(null, { chain })
    await r.open('ConnectingWalletConnect')
    const first = await chain.nextConnect()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const now = Date.now()
    await act(async () => chain.hooks().walletConnectUri('wc:one@2?x=1', now + 240_000))
    await act(async () => {
      vi.advanceTimersByTime(240_000 - 10_000 - 1)
    })
    expect(chain.calls.length).toBe(1)
    await act(async () => {
      vi.advanceTimersByTime(1)
    })
    expect(chain.calls.length).toBe(2)
    // The superseded attempt failing later does not show an error.
    await act(async () => first.reject(new Error('expired')))
    expect(r.$('[role="alert"]')).toBeNull()
  })

  test('basic mode (no chain adapters) opens ConnectingWalletConnectBasic on desktop', async () => {
    r = await renderWithAirlock(null, { chain: null })
    await r.open()
    expect(r.airlock.stores.router.view).toBe('ConnectingWalletConnectBasic')
    expect(r.$('.al-header-title')!.textContent).toBe('Connect Wallet')
    await vi.waitFor(() =>
      expect(r!.$('.al-connecting')!.textContent).toContain('WalletConnect is not available'),
    )
  })
})

import { afterEach, describe, expect, test, vi } from 'vitest'
import { EVM_ADDRESS } from '../account/testing/fakeChain'
import {
  expectNoAxeViolations,
  renderView,
  screenshotModal,
  type ViewRender,
} from '../account/testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
  vi.restoreAllMocks()
})

describe('ReceiveView', () => {
  test('shows the address as a QR code and text, with the network listed', async () => {
    view = await renderView('Receive')
    const qr = view.$('.al-qr[role="img"]')
    expect(qr?.getAttribute('aria-label')).toBe('QR code of your Ethereum address')
    // The encoder is its own chunk: the code is drawn once it has loaded.
    await vi.waitFor(() =>
      expect(view?.$('.al-qr[role="img"] path')?.getAttribute('d')?.length).toBeGreaterThan(100),
    )
    expect(view.$('[data-testid="receive-view"] h2')?.textContent).toBe('0x12...345678')
    expect(view.$('[data-testid="receive-view"] h2')?.getAttribute('title')).toBe(EVM_ADDRESS)
    expect(view.$('[data-testid="receive-network"] [data-variant="small-strong"]')?.textContent).toBe(
      'Ethereum',
    )
    expect(view.text()).toContain('Polygon, Sepolia')
  })

  test('copy writes the full address and confirms', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    view = await renderView('Receive')
    await view.click(view.button(/Copy address/))
    expect(write).toHaveBeenCalledWith(EVM_ADDRESS)
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.snackbar.message)).toBe('Address copied'))
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violation (${theme}); screenshot`, async () => {
      view = await renderView('Receive', { theme })
      await expectNoAxeViolations(view)
      await screenshotModal(view, `receive-${theme}`)
    })
  }
})

import { definePlugin } from '@airlock/kernel'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { fakeNetwork } from '../views/account/testing/fakeChain'
import { renderView, type ViewRender } from '../views/account/testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const MARK =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Ccircle cx="5" cy="5" r="5" fill="%23627eea"/%3E%3C/svg%3E'

/** What a chain plugin contributes: its mark for ETH networks and the native ETH balance. */
const marks = definePlugin({
  name: 'test-chain-marks',
  setup(ctx) {
    ctx.contribute('ui/chainMarks', {
      namespace: 'eip155',
      network: (network) => (network.nativeCurrency.symbol === 'ETH' ? MARK : undefined),
      nativeToken: (symbol) => (symbol === 'ETH' ? MARK : undefined),
    })
  },
})

/** A devnet chain: no image of its own, no catalogue image id. */
const devnetChain = fakeNetwork('eip155', 31337, 'Airlock Devnet')

const imageSources = (render: ViewRender, selector: string) =>
  render.$$<HTMLImageElement>(`${selector} img`).map((img) => img.getAttribute('src'))
const letters = (render: ViewRender, selector: string) => render.$$(`${selector} .al-image-fallback`).length

describe('chain marks (ui/chainMarks; issue 40, item 2)', () => {
  test('Receive: the QR centre and the network row show the chain mark, not a letter', async () => {
    view = await renderView('Receive', { networks: [devnetChain], plugins: [marks] })
    await vi.waitFor(() => expect(imageSources(view!, '.al-qr')).toEqual([MARK]))
    expect(letters(view, '.al-qr')).toBe(0)
    expect(imageSources(view, '[data-testid="receive-network"]')).toEqual([MARK])
  })

  test('Send: the native ETH shows the mark in the token button', async () => {
    view = await renderView('Send', { networks: [devnetChain], plugins: [marks] })
    await vi.waitFor(() => expect(imageSources(view!, '.al-token-btn')).toEqual([MARK]))
    expect(letters(view, '.al-token-btn')).toBe(0)
  })

  test('without a contribution the same views fall back to the letter (the mark is what changed it)', async () => {
    view = await renderView('Receive', { networks: [devnetChain] })
    await vi.waitFor(() => expect(letters(view!, '.al-qr')).toBe(1))
    expect(imageSources(view, '.al-qr')).toEqual([])
  })
})

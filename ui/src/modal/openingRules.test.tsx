import { definePlugin } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const title = (render: AirlockRender) => render.$('.al-header-title')?.textContent

async function connected(): Promise<AirlockRender> {
  const chain = createTestChain([announcedConnector(1)])
  const render = await renderWithAirlock(null, { chain })
  const attempt = render.airlock.connect('io.test.wallet1')
  await act(async () => (await chain.nextConnect()).approve())
  await attempt
  return render
}

/**
 * A stand-in for the pairing plugin's opening rule (spec §2 rule 2, which moved out of the kernel and ui):
 * with no adapters and no account, AllWallets on mobile.
 */
const noAdapterRule = definePlugin({
  name: 'test-no-adapter-rule',
  setup(ctx) {
    ctx.hook('chooseView', (state) =>
      state.adapterCount === 0 && !state.connected && state.mobile
        ? { view: 'AllWallets', params: undefined }
        : undefined,
    )
  },
})

describe('opening rules (spec §2), as the modal shows them', () => {
  test('1. an explicitly requested view wins', async () => {
    r = await connected()
    await r.open('AllWallets')
    expect(title(r)).toBe('All Wallets')
  })

  test("2. a plugin's chooseView hook picks the first view: no adapters and no account, AllWallets on mobile", async () => {
    r = await renderWithAirlock(null, {
      chain: null,
      plugins: [noAdapterRule],
      runtime: { environment: { isMobile: () => true } },
    })
    await r.open()
    expect(title(r)).toBe('All Wallets')
    await vi.waitFor(() => expect(r!.$$('.al-wallet-card').length).toBeGreaterThan(4))
  })

  test('2. without such a plugin, no adapters and no account is Connect', async () => {
    r = await renderWithAirlock(null, { chain: null, runtime: { environment: { isMobile: () => true } } })
    await r.open()
    expect(r.airlock.get((s) => s.modal.view.view)).toBe('Connect')
    expect(title(r)).toBe('Connect Wallet')
  })

  test('3. a connected account shows Account', async () => {
    r = await connected()
    await r.open()
    expect(title(r)).toBe('Account')
    await vi.waitFor(() => expect(r!.$('[data-view="Account"] .al-view-loading')).toBeNull())
  })

  test('4. otherwise Connect', async () => {
    r = await renderWithAirlock(null, { runtime: { environment: { isMobile: () => true } } })
    await r.open()
    expect(title(r)).toBe('Connect Wallet')
  })
})

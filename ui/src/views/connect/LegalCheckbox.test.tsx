import { definePlugin, LegalConsentRequiredError } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock } from '../../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const TERMS = 'https://example.com/terms'
const PRIVACY = 'https://example.com/privacy'

/** A login plugin's own connect button (it navigates when it is reached). */
let openEmail: () => void = () => undefined
function EmailBlock() {
  return (
    <button type="button" data-email-block="" onClick={() => openEmail()}>
      Continue with email
    </button>
  )
}

/** A login plugin's block in the `connectMethods` slot (as email/social add theirs). */
const emailBlock = definePlugin({
  name: 'test-email-block',
  setup(ctx) {
    openEmail = () => void ctx.navigate('Networks')
    ctx.addToSlot('connectMethods', { id: 'test/email', group: 'email', load: async () => EmailBlock })
  },
})

async function openWithLegal(locale?: string): Promise<AirlockRender> {
  const chain = createTestChain([announcedConnector(1)])
  const render = await renderWithAirlock(null, {
    chain,
    plugins: [emailBlock],
    config: {
      features: { legalCheckbox: true },
      legal: { termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY },
    },
    ...(locale ? { locale } : {}),
  })
  await render.open()
  await vi.waitFor(() => expect(render.$('[data-email-block]')).not.toBeNull())
  return render
}

const walletRow = (render: AirlockRender) =>
  render.$$('.al-list-item').find((el) => el.textContent?.includes('Test Wallet 1')) as HTMLElement

describe('the legal checkbox (features.legalCheckbox; issue 40, item 8)', () => {
  test('shows the terms and privacy links and gates every connect method until ticked', async () => {
    r = await openWithLegal()
    const box = r.$<HTMLInputElement>('.al-legal input[type="checkbox"]')!
    expect(box.checked).toBe(false)
    const links = r.$$<HTMLAnchorElement>('.al-legal a')
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['Terms of Service', TERMS, '_blank', 'noopener noreferrer'],
      ['Privacy Policy', PRIVACY, '_blank', 'noopener noreferrer'],
    ])
    // A real click on the wallet row and on a plugin's own block reaches neither (they are inert).
    await vi.waitFor(() => expect(walletRow(r!)).toBeDefined())
    await userEvent.click(walletRow(r), { force: true })
    await userEvent.click(r.$('[data-email-block]')!, { force: true })
    walletRow(r).focus()
    expect(r.shadow().activeElement).not.toBe(walletRow(r))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(r.airlock.get((s) => s.modal.view.view)).toBe('Connect')
    expect(r.chain!.pending).toHaveLength(0)
    // A connect started another way (a plugin, the host) is refused by the kernel.
    await expect(r.airlock.connect('io.test.wallet1')).rejects.toBeInstanceOf(LegalConsentRequiredError)
    // Ticked (by clicking its sentence), the wallet connects.
    await userEvent.click(r.$('.al-legal-text')!, { position: { x: 4, y: 4 } })
    expect(box.checked).toBe(true)
    await userEvent.click(walletRow(r))
    await act(async () => (await r!.chain!.nextConnect()).approve())
    await vi.waitFor(() => expect(r!.airlock.getConnectionStatus()).toBe('connected'))
  })

  test('off (the default), Connect shows no checkbox and nothing is gated', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(null, { chain })
    await r.open()
    await vi.waitFor(() => expect(walletRow(r!)).toBeDefined())
    expect(r.$('.al-legal')).toBeNull()
    expect(r.$('[inert]')).toBeNull()
  })

  test('speaks Spanish and Arabic', async () => {
    r = await openWithLegal('es')
    await vi.waitFor(() =>
      expect(r!.$('.al-legal-text')?.textContent).toBe(
        'Acepto los Términos del servicio y la Política de privacidad',
      ),
    )
    await r.setLocale('ar')
    await vi.waitFor(() =>
      expect(r!.$('.al-legal-text')?.textContent).toBe('أوافق على شروط الخدمة وسياسة الخصوصية'),
    )
  })
})

describe('"What is a wallet?" (issue 40, item 8)', () => {
  test('Connect links to the help view, whose "Get a wallet" opens All Wallets', async () => {
    r = await renderWithAirlock(null, { chain: createTestChain([announcedConnector(1)]) })
    await r.open()
    const link = await vi.waitFor(() => {
      const found = r!.$$('button').find((b) => b.textContent === 'What is a wallet?')
      expect(found).toBeDefined()
      return found as HTMLElement
    })
    await userEvent.click(link)
    await vi.waitFor(() => expect(r!.$('.al-header-title')?.textContent).toBe('What is a wallet?'))
    await vi.waitFor(() => expect(r!.$$('.al-help-point')).toHaveLength(3))
    const get = r.$$('button').find((b) => b.textContent === 'Get a wallet') as HTMLElement
    await userEvent.click(get)
    await vi.waitFor(() => expect(r!.$('.al-header-title')?.textContent).toBe('All Wallets'))
    // Back returns to the help, then to Connect.
    expect(r.airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual([
      'Connect',
      'WhatIsAWallet',
      'AllWallets',
    ])
  })
})

// The sandbox as a visitor and a reviewer use it (issue 40): its locale control (the `locale` URL parameter
// and the Theme panel's select) and its layout on a 375 px phone (no sideways overflow; the floating link
// to the devnet wallet page covers none of the modal's buttons).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { startJourney } from './journey'
import { connectButton, dialog, readStores, waitConnected } from './sandboxPage'

const heading = (page: Page) => dialog(page).getByRole('heading').first()

describe('the sandbox, as a visitor sees it (issue 40)', () => {
  test('?locale=es opens the modal in Spanish; the panel switches it to Arabic, right to left, and the URL follows', async () => {
    const j = await startJourney({ query: '?locale=es' })
    await j.page.getByRole('button', { name: 'Conectar', exact: true }).click()
    await expect.poll(() => heading(j.page).textContent()).toBe('Conectar billetera')
    await j.page.keyboard.press('Escape')
    await j.page.getByTestId('locale-select').selectOption('ar')
    await expect.poll(() => new URL(j.page.url()).searchParams.get('locale')).toBe('ar')
    await j.page.getByRole('button', { name: 'اتصال', exact: true }).click()
    await expect.poll(() => heading(j.page).textContent()).toBe('ربط المحفظة')
    expect(await dialog(j.page).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await j.finish('visitor-locale-ar')
  })

  test('at 375 px the page does not overflow sideways and the wallet-page link covers no modal button', async () => {
    const j = await startJourney({ query: '?testWallet=0' })
    await j.page.setViewportSize({ width: 375, height: 667 })
    // Measured once the page has rendered (its header buttons and panels are there).
    await connectButton(j.page).waitFor()
    await j.page.getByTestId('locale-select').waitFor()
    const overflow = () =>
      j.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    // Every element, inside the buttons' shadow roots too, stays within the viewport.
    const wideElements = () =>
      j.page.evaluate(() => {
        const all = (root: Document | ShadowRoot): Element[] =>
          [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])])
        const width = document.documentElement.clientWidth
        return all(document)
          .filter((e) => e.getBoundingClientRect().right > width + 0.5)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
      })
    expect(await wideElements(), 'elements wider than the viewport').toEqual([])
    expect(await overflow()).toBeLessThanOrEqual(0)
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click()
    await dialog(j.page).getByRole('img', { name: /QR/i }).first().waitFor({ timeout: 20_000 })
    const link = j.page.getByTestId('phone-link')
    await link.waitFor()
    const box = await link.boundingBox()
    expect(box).not.toBeNull()
    const covered = await dialog(j.page).evaluate((el, b) => {
      const hit = (r: DOMRect) =>
        r.width > 0 && r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom
      const root = el.getRootNode() as ShadowRoot | Document
      return [...root.querySelectorAll('button, a, input')]
        .filter((e) => e !== el && el.contains(e))
        .filter((e) => hit(e.getBoundingClientRect()))
        .map((e) => e.getAttribute('aria-label') ?? e.textContent)
    }, box!)
    expect(covered).toEqual([])
    // The link sits inside the viewport, and the page still does not scroll sideways.
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    expect(await wideElements(), 'elements wider than the viewport, the QR showing').toEqual([])
    expect(await overflow()).toBeLessThanOrEqual(0)
    await j.finish('visitor-375-phone-link')
  })

  test('?features=legalCheckbox:1: every connect method (the wallet, email) is inert until the box is ticked', async () => {
    const j = await startJourney({ query: '?features=legalCheckbox:1' })
    await connectButton(j.page).click()
    const modal = dialog(j.page)
    const box = modal.getByRole('checkbox', {
      name: /I agree to the Terms of Service and the Privacy Policy/,
    })
    await box.waitFor()
    const wallet = modal.getByRole('button', { name: /Airlock Test Wallet/ })
    const email = modal.getByRole('textbox').first()
    await Promise.all([wallet.waitFor(), email.waitFor()])
    const inert = (el: Element) => el.closest('[inert]') !== null
    expect(await wallet.evaluate(inert)).toBe(true)
    expect(await email.evaluate(inert)).toBe(true)
    await wallet.click({ force: true })
    expect((await readStores(j.page)).status).toBe('disconnected')
    expect(
      await j.page.evaluate(() =>
        window.__airlock.connect('dev.airlock.testwallet').then(
          () => 'connected',
          (e: Error) => e.name,
        ),
      ),
    ).toBe('LegalConsentRequiredError')
    await box.check()
    expect(await wallet.evaluate(inert)).toBe(false)
    expect(await email.evaluate(inert)).toBe(false)
    await wallet.click()
    await waitConnected(j.page)
    await j.finish('visitor-legal-checkbox')
  })
})

// Keyboard-only connect, and the modal in dark and light theme (set live from the panel and from the URL).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { account } from './devnetChain'
import { SCREENSHOT_DIR, startJourney } from './journey'
import { connectButton, dialog, readStores } from './sandboxPage'

/** Text of the focused element, looking through shadow roots. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return (active?.textContent ?? '').trim()
  })

/** Presses Tab until the focused element's text matches, at most `max` times. */
async function tabTo(page: Page, text: RegExp, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (text.test(await focusedText(page))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`focus never reached ${text} (last: "${await focusedText(page)}")`)
}

/** Relative luminance (0 black … 1 white) of the dialog's background colour. */
const dialogLuminance = (page: Page) =>
  dialog(page).evaluate((el) => {
    let node: Element | null = el
    let color = 'rgba(0, 0, 0, 0)'
    while (node && /rgba\(.*, 0\)|transparent/.test(color)) {
      color = getComputedStyle(node).backgroundColor
      node = node.parentElement
    }
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number)
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  })

describe('keyboard and theme journeys', () => {
  test('connects with the keyboard only: Tab to Connect, Enter, Tab to the wallet, Enter', async () => {
    const a = account(6)
    const j = await startJourney({ query: '?account=6' })
    await connectButton(j.page).waitFor()
    await tabTo(j.page, /^Connect$/)
    await j.page.keyboard.press('Enter')
    await expect.poll(() => dialog(j.page).isVisible()).toBe(true)
    await tabTo(j.page, /Airlock Test Wallet/)
    await j.page.keyboard.press('Enter')
    await expect
      .poll(() => readStores(j.page), { timeout: 15_000 })
      .toMatchObject({ status: 'connected', address: a.address })
    await j.page.keyboard.press('Escape')
    await expect.poll(async () => (await readStores(j.page)).open).toBe(false)
    await j.finish('keyboard-only-connect')
  })

  test('the modal in dark theme (default), then light set live from the Theme panel', async () => {
    const j = await startJourney()
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .waitFor()
    expect(await dialogLuminance(j.page)).toBeLessThan(0.3)
    await j.page.screenshot({ path: `${SCREENSHOT_DIR}modal-dark.png` })
    await j.page.keyboard.press('Escape')
    await j.page.getByRole('radio', { name: 'light' }).check()
    await expect.poll(() => new URL(j.page.url()).searchParams.get('theme')).toBe('light')
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .waitFor()
    await expect.poll(() => dialogLuminance(j.page)).toBeGreaterThan(0.7)
    await j.finish('modal-light-live')
  })

  test('a shared link with theme=light and an accent opens the modal in that theme', async () => {
    const j = await startJourney({ query: '?theme=light&var.accent=%23d9480f&var.borderRadiusMaster=10px' })
    await connectButton(j.page).click()
    await dialog(j.page)
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .waitFor()
    expect(await dialogLuminance(j.page)).toBeGreaterThan(0.7)
    expect(await j.page.evaluate(() => window.__airlock.get((s) => s.theme.variables))).toMatchObject({
      accent: '#d9480f',
      borderRadiusMaster: '10px',
    })
    expect(await j.page.getByRole('textbox', { name: 'accent' }).inputValue()).toBe('#d9480f')
    await j.finish('modal-light-shared-link')
  })
})

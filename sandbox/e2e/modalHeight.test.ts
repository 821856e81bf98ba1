// Issue 40 item 9: the modal fits the viewport — Account (its tallest core view) scrolls inside a height that
// fits at 1280x800 and on a 375x600 phone, Disconnect is reachable — and the height animates between views
// (a CSS transition of the body's height, none under reduced motion).
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { account } from './devnetChain'
import { startJourney } from './journey'
import { connectTestWallet, dialog, readStores } from './sandboxPage'

/** The dialog's box against the viewport's. */
const fits = (page: Page) =>
  dialog(page).evaluate((el) => {
    const box = el.getBoundingClientRect()
    return {
      top: box.top >= 0,
      bottom: box.bottom <= window.innerHeight + 0.5,
      height: Math.round(box.height),
    }
  })

/** Starts counting the height transitions the modal's body runs. */
const countHeightTransitions = (page: Page) =>
  dialog(page).evaluate((el) => {
    const body = el.querySelector('.al-body') as HTMLElement & { heightTransitions?: number }
    body.heightTransitions = 0
    body.addEventListener('transitionrun', (event) => {
      if (event.target === body && event.propertyName === 'height') body.heightTransitions! += 1
    })
  })

const heightTransitions = (page: Page) =>
  dialog(page).evaluate(
    (el) => (el.querySelector('.al-body') as HTMLElement & { heightTransitions?: number }).heightTransitions,
  )

describe('the modal fits the viewport and animates its height (issue 40 item 9)', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 600],
  ] as const) {
    test(`${width}x${height}: Account stays within the viewport and Disconnect is reachable`, async () => {
      const a = account(5)
      const j = await startJourney({ query: '?account=5&solana=0&bitcoin=0' })
      await j.page.setViewportSize({ width, height })
      await connectTestWallet(j.page, a.address)
      const modal = dialog(j.page)
      await modal.getByTestId('account-view').waitFor()
      await modal.getByTestId('token-row').first().waitFor({ timeout: 15_000 })
      await expect.poll(() => fits(j.page)).toMatchObject({ top: true, bottom: true })
      const disconnect = modal.getByRole('button', { name: 'Disconnect', exact: true })
      await disconnect.scrollIntoViewIfNeeded()
      // Scrolled into view inside the dialog, the button is wholly within the viewport and the dialog still fits.
      const box = await disconnect.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.y + box!.height).toBeLessThanOrEqual(height)
      expect(await fits(j.page)).toMatchObject({ top: true, bottom: true })
      await disconnect.click()
      await expect
        .poll(() => readStores(j.page), { timeout: 15_000 })
        .toMatchObject({ status: 'disconnected' })
      await j.finish(`modal-fits-${width}x${height}`)
    })
  }

  test('the body height runs a CSS transition between views of different heights; none under reduced motion', async () => {
    for (const reduced of [false, true]) {
      const j = await startJourney({ query: '?account=5&solana=0&bitcoin=0' })
      await j.page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' })
      await j.page.setViewportSize({ width: 1280, height: 800 })
      await connectTestWallet(j.page, account(5).address)
      const modal = dialog(j.page)
      await modal.getByTestId('token-row').first().waitFor({ timeout: 15_000 })
      await countHeightTransitions(j.page)
      const before = (await fits(j.page)).height
      await modal.getByRole('button', { name: 'Receive', exact: true }).first().click()
      await expect.poll(() => fits(j.page).then((f) => f.height)).not.toBe(before)
      if (reduced) expect(await heightTransitions(j.page)).toBe(0)
      else await expect.poll(() => heightTransitions(j.page)).toBeGreaterThan(0)
      await j.finish(`modal-height-${reduced ? 'reduced' : 'animated'}`)
    }
  })
})

import type { Locator, Page } from 'playwright-core'

/**
 * Clicks `target` the way a person does: waits until it is enabled, moves the pointer onto it in a few
 * steps from its corner, then presses and releases there. A page that counts only clicks preceded by
 * real pointer movement (the secure frame's approval window) takes it; Playwright's `click()` moves
 * in a single step, which such a page may not count as movement.
 * @example
 * await humanClick(popup, popup.locator('button[data-action=approve]'))
 */
export async function humanClick(page: Page, target: Locator, timeoutMs = 30_000): Promise<void> {
  await target.waitFor({ timeout: timeoutMs })
  const deadline = Date.now() + timeoutMs
  while (!(await target.isEnabled())) {
    if (Date.now() > deadline) throw new Error('humanClick: the target stayed disabled')
    await page.waitForTimeout(50)
  }
  const box = await target.boundingBox()
  if (!box) throw new Error('humanClick: the target has no box')
  await page.mouse.move(box.x + 2, box.y + 2)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 })
  await page.mouse.down()
  await page.mouse.up()
}

import type { Locator } from 'playwright-core'

/**
 * Clicks a button of the secure frame that goes away once its action is taken (a recovery code's "saved", a
 * one-time view's confirm), clicking again while it stays. The frame counts a click only while it has been
 * fully visible for a while (its anti-click-jacking guard) and disables its buttons otherwise, but it learns
 * that it moved from the browser's IntersectionObserver a little later (100 ms or more, longer on a loaded
 * machine): a click in that window is not counted, as a person's would not be, and a person clicks again.
 * Playwright clicks once; this does what the person does, until `timeoutMs`.
 * @example
 * await clickUntilGone(frame.locator('button[data-action=saved]'))
 */
export async function clickUntilGone(
  target: Locator,
  { timeoutMs = 60_000, settleMs = 1_500 }: { timeoutMs?: number; settleMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const left = deadline - Date.now()
    if (left <= 0) throw new ClickUntilGoneTimeout(String(target))
    try {
      await target.click({ timeout: left })
    } catch (error) {
      // Gone between two looks: the click that counted came before this one.
      if ((await target.count()) === 0) return
      if (Date.now() >= deadline) throw new ClickUntilGoneTimeout(String(target))
      throw error
    }
    try {
      await target.waitFor({
        state: 'detached',
        timeout: Math.min(settleMs, Math.max(1, deadline - Date.now())),
      })
      return
    } catch {
      // Still there: the click was not counted; click again.
    }
  }
}

/** The target was still there when {@link clickUntilGone}'s time ran out. */
export class ClickUntilGoneTimeout extends Error {
  override name = 'ClickUntilGoneTimeout'
  constructor(target: string) {
    super(`clickUntilGone: ${target} was still there after the time allowed`)
  }
}

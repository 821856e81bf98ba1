// The modal's one error component (issue 40 item 6): its parts, its retry, and every inline error of the core
// views rendered through it, axe-clean in both themes.
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderInShadow, type ShadowRender } from '../test-support/renderInShadow'
import { fakeHistoryItem } from '../views/account/testing/fakeChain'
import { expectNoAxeViolations, renderView, type ViewRender } from '../views/account/testing/renderView'
import { ErrorNotice } from './ErrorNotice'

let view: ShadowRender | ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

describe('ErrorNotice', () => {
  test('an alert with an icon, the title, what to do and a Try again that retries', async () => {
    const onRetry = vi.fn()
    const shown = await renderInShadow(
      <ErrorNotice title="Failed to load" hint="Do this" onRetry={onRetry} />,
    )
    view = shown
    const alert = shown.shadow.querySelector('[role="alert"]')!
    expect(alert.getAttribute('data-layout')).toBe('block')
    expect(alert.querySelector('.al-error-icon svg')).not.toBeNull()
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Failed to load', 'Do this'])
    const retry = alert.querySelector('button')!
    expect(retry.textContent).toContain('Try again')
    await act(async () => retry.click())
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('no retry button without onRetry; the inline layout', async () => {
    const shown = await renderInShadow(<ErrorNotice title="Declined" layout="inline" />)
    view = shown
    const alert = shown.shadow.querySelector('[role="alert"]')!
    expect(alert.getAttribute('data-layout')).toBe('inline')
    expect(alert.querySelector('button')).toBeNull()
    expect(getComputedStyle(alert).flexDirection).toBe('row')
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`the Account tabs' errors are ErrorNotices with a retry where one helps; axe clean (${theme})`, async () => {
      const rendered = await renderView('Account', {
        theme,
        before: (_, api) => {
          api.tokenError = true
          api.historyError = true
          api.pages = [{ data: [fakeHistoryItem('a', 'eip155:1')], next: null }]
        },
      })
      view = rendered
      const notice = () => rendered.$('.al-tabpanel [role="alert"].al-error')
      await vi.waitFor(() => expect(notice()).not.toBeNull(), { timeout: 10_000 })
      // 'Token Balance Unavailable': no button (the tab asks again by itself once the retry block is over).
      expect(notice()?.querySelector('button')).toBeNull()
      await expectNoAxeViolations(rendered)
      await rendered.click(rendered.button('Activity'))
      await vi.waitFor(() => expect(notice()?.querySelector('button')).not.toBeNull(), { timeout: 10_000 })
      await expectNoAxeViolations(rendered)
      rendered.api.historyError = false
      await rendered.click(notice()!.querySelector('button')!)
      await vi.waitFor(() => expect(rendered.$$('[data-testid="activity-row"]')).toHaveLength(1))
      expect(notice()).toBeNull()
    })
  }
})

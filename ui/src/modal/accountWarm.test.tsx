// Account after a connect (issue 32 item 3): its code loads while the wallet is asked, and once loaded the
// view renders at once, without its loading state; a view whose code arrives after it mounted keeps its state.
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock, walletRow } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'
import { warmCoreView } from '../views/viewMap'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

/** Module requests of the page (since the buffer was cleared) whose URL names Account's view module. */
const accountModuleRequests = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/views/account/index'))

describe("Account's code during a connect", () => {
  test('is requested while the wallet is asked, and Account then shows without its loading state', async () => {
    // The page's resource timing buffer (250 entries) is full of the test's own modules: start it afresh.
    performance.clearResourceTimings()
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(null, { chain })
    await r.open()
    const row = await walletRow(r)
    await userEvent.click(row)
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('ConnectingExternal'))
    console.info(
      'RES',
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /account/i.test(n))
        .join(' '),
    )
    // The wallet has not answered: Account's module is already on its way.
    await vi.waitFor(() => expect(accountModuleRequests().length).toBeGreaterThan(0))
    await warmCoreView(r.airlock, 'Account') // joins that load
    // Every state the modal's views go through from the wallet's answer on.
    const loadingSeen: string[] = []
    const observer = new MutationObserver(() => {
      if (r?.$('.al-view[data-view="Account"] .al-view-loading')) loadingSeen.push('Account loading')
    })
    observer.observe(r.shadow(), { subtree: true, childList: true })
    try {
      await act(async () => (await chain.nextConnect()).approve())
      await vi.waitFor(() => expect(r!.$('#al-account-name')).not.toBeNull())
    } finally {
      observer.disconnect()
    }
    expect(loadingSeen).toEqual([])
  })
})

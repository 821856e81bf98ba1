// Connect shown to the visitor loads Account's code in an idle moment (a connect ends there), so that a row
// picked after reading the list shows Account without waiting for its chunks; the pointer over the wallet
// list loads the adapters' connect code (ChainAdapter.preloadConnect). The pre-rendered (standby) Connect does
// neither: nothing beyond the view's own code before the visitor acts. Its own file: Account's module must
// not have been imported by another test of the page.
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock, walletRow } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const WAIT = { timeout: 15_000, interval: 20 }
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 }))
/** Module requests of the page (since the buffer was cleared) whose URL names Account's view module. */
const accountModuleRequests = () =>
  performance.getEntriesByType('resource').filter((e) => e.name.includes('/views/account/index'))

test("the pre-rendered Connect (standby, never opened) does not load Account's code", async () => {
  performance.clearResourceTimings()
  r = await renderWithAirlock(null, { prerender: true, chain: createTestChain([announcedConnector(1)]) })
  await vi.waitFor(async () => {
    await act(idle)
    expect(r!.$('.al-overlay')).not.toBeNull()
  }, WAIT)
  for (let i = 0; i < 3; i++) await act(idle)
  expect(r.$('.al-view[data-view="Connect"]')).not.toBeNull()
  expect(accountModuleRequests()).toEqual([])
})

test("an opened Connect loads Account's code at idle, before any pick", async () => {
  performance.clearResourceTimings()
  r = await renderWithAirlock(null, { chain: createTestChain([announcedConnector(1)]) })
  await r.open()
  expect(r.airlock.get((s) => s.modal.view.view)).toBe('Connect')
  await vi.waitFor(async () => {
    await act(idle)
    expect(accountModuleRequests().length).toBeGreaterThan(0)
  }, WAIT)
  expect(r.airlock.get((s) => s.connection.status)).toBe('disconnected')
})

/** Connect opened on a chain whose adapter has a `preloadConnect` spy; its wallet row. */
async function openWithPreloadSpy() {
  const chain = createTestChain([announcedConnector(1)])
  const preloadConnect = vi.fn(async () => undefined)
  Object.assign(chain.adapter, { preloadConnect })
  r = await renderWithAirlock(null, { chain })
  await r.open()
  return { chain, preloadConnect, row: await walletRow(r) }
}

test("the pointer over the wallet list loads the adapters' connect code; the open alone does not", async () => {
  const { chain, preloadConnect, row } = await openWithPreloadSpy()
  for (let i = 0; i < 2; i++) await act(idle)
  expect(preloadConnect).not.toHaveBeenCalled()
  await userEvent.hover(row)
  expect(preloadConnect).toHaveBeenCalledOnce()
  // Once per list: moving over the other rows asks nothing more; the connect itself still works.
  await userEvent.hover(r!.$('.al-help-link')!)
  await userEvent.hover(row)
  expect(preloadConnect).toHaveBeenCalledOnce()
  expect(chain.calls).toEqual([])
})

test("a key pressed in the wallet list loads the adapters' connect code", async () => {
  const { preloadConnect, row } = await openWithPreloadSpy()
  row.focus()
  expect(preloadConnect).not.toHaveBeenCalled()
  await userEvent.keyboard('{ArrowDown}')
  expect(preloadConnect).toHaveBeenCalledOnce()
})

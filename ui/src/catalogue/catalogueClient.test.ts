import { afterEach, expect, test, vi } from 'vitest'
import { type AirlockRender, renderWithAirlock } from '../test-support/renderWithAirlock'
import { catalogueState } from './CatalogueState'

let r: AirlockRender | undefined
afterEach(async () => {
  vi.restoreAllMocks()
  await r?.unmount()
  r = undefined
})

test("once the kernel's request code is loaded, a catalogue request is sent before the page's next task", async () => {
  r = await renderWithAirlock(null)
  const client = catalogueState(r.airlock).client!
  await client.getWallets({ page: 1, entries: 1 })
  const fetch = vi.spyOn(globalThis, 'fetch')
  // A task queued first: a fresh import() of the loaded request code would resolve only after it (in
  // Chromium), so a request started behind a long task (a view's first render) waited for that task too.
  let sentBeforeTask: boolean | undefined
  const task = new Promise<void>((resolve) =>
    setTimeout(() => {
      sentBeforeTask = fetch.mock.calls.length > 0
      resolve()
    }, 0),
  )
  const answer = client.getWallets({ page: 1, entries: 1 })
  await task
  expect(sentBeforeTask).toBe(true)
  expect((await answer).data.length).toBe(1)
})

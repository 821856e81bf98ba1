import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock, walletRow } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const title = (render: AirlockRender) => render.$('.al-header-title')?.textContent
const backButton = (render: AirlockRender) => render.$('.al-header button[aria-label="Back"]')

describe('Account right after a connect (issue 40, item 1)', () => {
  test('has no Back chevron: the connect starts a new stack at Account, as a reload does', async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(null, { chain })
    await r.open()
    expect(title(r)).toBe('Connect Wallet')
    const row = await walletRow(r)
    await userEvent.click(row)
    // The connecting view is pushed over Connect, so Back is there while the wallet is asked.
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('ConnectingExternal'))
    await vi.waitFor(() => expect(backButton(r!)).not.toBeNull())
    await act(async () => (await chain.nextConnect()).approve())
    await vi.waitFor(() => expect(title(r!)).toBe('Account'))
    expect(backButton(r)).toBeNull()
    expect(r.airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['Account'])
    // Escape-free check of what Back would have done: going back closes instead of showing Connect.
    r.airlock.back()
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.open)).toBe(false))
    await r.open()
    expect(title(r)).toBe('Account')
    expect(backButton(r)).toBeNull()
  })
})

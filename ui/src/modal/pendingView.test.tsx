// The modal with a view that needs an account: opened while disconnected it shows Connect, and once the
// visitor connects the view itself (not Account); closing drops it. And the Account notices slot.
import { definePlugin } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { type AirlockRender, renderWithAirlock, walletRow } from '../test-support/renderWithAirlock'
import { announcedConnector, createTestChain } from '../test-support/testChain'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    'ui-test/needs-account': undefined
  }
}

function NeedsAccountView() {
  return <p data-testid="needs-account-view">for the connected account</p>
}

function EmptyNotice() {
  return <p data-testid="ui-test-notice">a notice</p>
}

const needsAccount = definePlugin({
  name: 'needsAccountTest',
  setup(ctx) {
    ctx.registerView({
      id: 'ui-test/needs-account',
      title: 'Needs an account',
      needsAccount: true,
      load: async () => NeedsAccountView,
    })
    ctx.addToSlot('accountNotices', {
      id: 'ui-test/notice',
      order: 10,
      visible: (s) => s.account.address !== undefined,
      load: async () => EmptyNotice,
    })
  },
})

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const title = (render: AirlockRender) => render.$('.al-header-title')?.textContent

async function connectThroughConnect(render: AirlockRender): Promise<void> {
  const row = await walletRow(render)
  await userEvent.click(row)
  await act(async () => (await render.chain!.nextConnect()).approve())
}

describe('a view that needs an account, opened while disconnected', () => {
  test('shows Connect, then the view once the visitor connects (not Account)', async () => {
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      plugins: [needsAccount],
    })
    await act(() => r!.airlock.open('ui-test/needs-account'))
    expect(title(r)).toBe('Connect Wallet')
    expect(r.$('[data-testid="needs-account-view"]')).toBeNull()
    await connectThroughConnect(r)
    await vi.waitFor(() => expect(r!.$('[data-testid="needs-account-view"]')).not.toBeNull())
    expect(title(r)).toBe('Needs an account')
    expect(r.airlock.get((s) => s.modal.history.map((e) => e.view))).toEqual(['ui-test/needs-account'])
  })

  test('closing the modal drops it: connecting later shows Account, with the notices slot above the features', async () => {
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      plugins: [needsAccount],
    })
    await act(() => r!.airlock.open('ui-test/needs-account'))
    await userEvent.keyboard('{Escape}')
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.open)).toBe(false))
    await act(() => r!.airlock.open())
    await connectThroughConnect(r)
    await vi.waitFor(() => expect(title(r!)).toBe('Account'))
    const notice = await vi.waitFor(() => {
      const found = r!.$('[data-testid="account-notices"] [data-testid="ui-test-notice"]')
      expect(found).not.toBeNull()
      return found as HTMLElement
    })
    expect(r.$('[data-testid="needs-account-view"]')).toBeNull()
    // Above the tabs: the notice comes first in the view's order.
    const tabs = r.$('[role="tablist"]')
    expect(tabs).not.toBeNull()
    expect(notice.compareDocumentPosition(tabs as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  test('connected already: the view opens straight away', async () => {
    r = await renderWithAirlock(null, {
      chain: createTestChain([announcedConnector(1)]),
      plugins: [needsAccount],
    })
    await act(() => r!.airlock.open())
    await connectThroughConnect(r)
    await vi.waitFor(() => expect(title(r!)).toBe('Account'))
    await act(() => r!.airlock.open('ui-test/needs-account'))
    await vi.waitFor(() => expect(r!.$('[data-testid="needs-account-view"]')).not.toBeNull())
  })
})

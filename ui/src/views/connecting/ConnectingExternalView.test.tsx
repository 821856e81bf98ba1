import { SignatureDeclinedError } from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { messagesOf } from '../../i18n/MessagesStore'
import { UI_MESSAGES } from '../../i18n/uiMessages'
import { type AirlockRender, renderWithAirlock } from '../../test-support/renderWithAirlock'
import { announcedConnector, createTestChain, userRejection } from '../../test-support/testChain'

let r: AirlockRender | undefined
afterEach(async () => {
  await r?.unmount()
  r = undefined
})

const retryButton = (render: AirlockRender) =>
  render.$$<HTMLButtonElement>('button').find((b) => b.textContent === 'Try again')!

describe('ConnectingExternal', () => {
  test("airlock.connect shows it; a refusal reads 'Connection declined', once (no snackbar), and Try again connects again [spec 2.5]", async () => {
    const chain = createTestChain([announcedConnector(1)])
    r = await renderWithAirlock(null, { chain })
    await r.open()
    const first = r.airlock.connect('io.test.wallet1').catch((error: unknown) => error)
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('ConnectingExternal'))
    expect(r.$('.al-header-title')!.textContent).toBe('Test Wallet 1')
    expect(r.$('.al-connecting')!.textContent).toContain('Continue in Test Wallet 1')
    expect(retryButton(r).disabled).toBe(true)
    await act(async () => (await chain.nextConnect()).reject(userRejection()))
    await first
    const declined = messagesOf(r.airlock).format(UI_MESSAGES, 'connectionDeclined')
    await vi.waitFor(() => expect(r!.$('.al-connecting')!.textContent).toContain(declined))
    expect(r.airlock.get((s) => s.connection.lastError('io.test.wallet1'))).toBeInstanceOf(
      SignatureDeclinedError,
    )
    // The view says it; the snackbar does not say it a second time.
    expect(r.airlock.get((s) => s.snackbar.open)).toBe(false)
    expect(r.$('[data-state="error"]')).not.toBeNull()
    expect(retryButton(r).disabled).toBe(false)
    const history = r.airlock.get((s) => s.modal.history).length
    await act(async () => retryButton(r!).click())
    const second = await chain.nextConnect()
    expect(chain.calls.length).toBe(2)
    // The kernel does not push the view a second time; the error is cleared while it waits again.
    expect(r.airlock.get((s) => s.modal.history).length).toBe(history)
    expect(r.$('.al-connecting')!.textContent).toContain('Continue in Test Wallet 1')
    await act(async () => second.approve())
    await vi.waitFor(() => expect(r!.airlock.get((s) => s.modal.view.view)).toBe('Account'))
  })

  test('the view only renders state: opening it does not ask the wallet, and its params pick the wallet shown', async () => {
    const chain = createTestChain([announcedConnector(1), announcedConnector(2)])
    r = await renderWithAirlock(null, { chain })
    await r.open('ConnectingExternal', { connectorId: 'io.test.wallet1' })
    expect(chain.calls).toEqual([])
    await act(async () =>
      r!.airlock.navigate('ConnectingExternal', { connectorId: 'io.test.wallet2' }, { mode: 'replace' }),
    )
    expect(r.$('.al-header-title')!.textContent).toBe('Test Wallet 2')
    expect(r.$('.al-connecting')!.textContent).toContain('Continue in Test Wallet 2')
    expect(chain.calls).toEqual([])
  })
})

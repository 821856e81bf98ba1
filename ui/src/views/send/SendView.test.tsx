import {
  type Airlock,
  BaseError,
  definePlugin,
  InsufficientBalanceError,
  type PluginMessages,
} from '@airlock/kernel'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { messagesOf } from '../../i18n/MessagesStore'
import { UI_MESSAGES } from '../../i18n/uiMessages'
import { userRejection } from '../../test-support/connectorTypes'
import {
  EVM_ADDRESS,
  EVM_RECEIVER,
  fakeNetwork,
  fakeToken,
  SOLANA_ADDRESS,
} from '../account/testing/fakeChain'
import {
  expectNoAxeViolations,
  type RenderViewOptions,
  renderView,
  screenshotModal,
  typeInto,
  type ViewRender,
} from '../account/testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const amountInput = (v: ViewRender) => v.$<HTMLInputElement>('#al-send-amount') as HTMLInputElement
const receiverInput = (v: ViewRender) => {
  const label = v.$$('label').find((l) => l.textContent === 'Receiver address')
  return v.$<HTMLInputElement>(`[id="${label?.getAttribute('for')}"]`) as HTMLInputElement
}
const submit = (v: ViewRender) => v.$<HTMLButtonElement>('form button[type="submit"]') as HTMLButtonElement
const alert = (v: ViewRender) => v.$('[data-testid="send-view"] [role="alert"]')?.textContent

/** Opens Send (on top of Account by default) and waits for the balance. */
async function openSend(options: RenderViewOptions & { fromAccount?: boolean } = {}): Promise<ViewRender> {
  const v = await renderView(options.fromAccount === false ? 'Send' : 'Account', options)
  if (options.fromAccount !== false) {
    await act(async () => v.airlock.navigate('Send'))
    await vi.waitFor(() => expect(v.$('[data-testid="send-view"]')).not.toBeNull())
  }
  await vi.waitFor(() => expect(v.$('#al-send-balance')?.textContent).not.toBe('Balance: 0 ETH'))
  return v
}

async function fill(v: ViewRender, amount: string, receiver: string) {
  await typeInto(amountInput(v), amount)
  await typeInto(receiverInput(v), receiver)
}

describe('Send form', () => {
  test('amount input: digits and one separator only; a leading separator becomes 0.', async () => {
    view = await openSend()
    const input = amountInput(view)
    expect(view.shadow().activeElement).toBe(input)
    await userEvent.keyboard('a1.5.2-e')
    expect(input.value).toBe('1.52')
    await typeInto(input, '')
    await userEvent.keyboard('.5')
    expect(input.value).toBe('0.5')
    await typeInto(input, '1,2.3a')
    expect(input.value).toBe('1.23')
  })

  test('the amount input has focus in the commit that shows Send (no task in between for keystrokes to miss)', async () => {
    const v = await renderView('Account')
    view = v
    const shadow = v.shadow()
    let focusedWhenShown: string | null | undefined
    const observer = new MutationObserver(() => {
      if (focusedWhenShown === undefined && shadow.querySelector('#al-send-amount')) {
        focusedWhenShown = shadow.activeElement?.id ?? null
      }
    })
    observer.observe(shadow, { childList: true, subtree: true })
    // Outside act, as in a page: React commits in its own task and runs passive effects in a later one.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    env.IS_REACT_ACT_ENVIRONMENT = false
    try {
      v.airlock.navigate('Send')
      await vi.waitFor(() => expect(focusedWhenShown).not.toBeUndefined())
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true
      observer.disconnect()
    }
    expect(focusedWhenShown).toBe('al-send-amount')
  })

  test('Max fills the whole balance, less the estimated fee for the native currency', async () => {
    view = await openSend()
    await view.click(view.button(/^Max/))
    await vi.waitFor(() => expect(amountInput(view as ViewRender).value).toBe('1.23456789'))
    await view.unmount()
    view = await openSend({ withGas: true })
    await view.click(view.button(/^Max/))
    // 1.23456789 ETH - 21000 gas × 1 gwei
    await vi.waitFor(() => expect(amountInput(view as ViewRender).value).toBe('1.23454689'))
  })

  test('the button says what is missing; the receiver is checked as an EVM address', async () => {
    view = await openSend()
    expect(submit(view).textContent).toBe('Add amount')
    expect(submit(view).disabled).toBe(true)
    await typeInto(amountInput(view), '0.1')
    expect(submit(view).textContent).toBe('Add address')
    await typeInto(receiverInput(view), '0x1234')
    expect(submit(view).textContent).toBe('Invalid address')
    expect(receiverInput(view).getAttribute('aria-invalid')).toBe('true')
    expect(
      view.shadow().getElementById(receiverInput(view).getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Invalid address')
    await typeInto(receiverInput(view), EVM_RECEIVER.slice(2))
    expect(submit(view).textContent).toBe('Preview send')
    expect(submit(view).disabled).toBe(false)
  })

  test('another namespace: its own address rule; a bad receiver shows the generic text', async () => {
    const solana = fakeNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
    view = await openSend({ namespace: 'solana', networks: [solana], address: SOLANA_ADDRESS })
    await fill(view, '0.1', EVM_RECEIVER)
    expect(receiverInput(view).getAttribute('aria-invalid')).toBe('true')
    // The namespace's own message (e.g. Solana's) comes back with its chain plugin.
    expect(view.text()).toContain('Invalid address')
    await typeInto(receiverInput(view), 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy')
    expect(submit(view).textContent).toBe('Preview send')
  })

  test("'Insufficient balance' when the amount exceeds the balance, and when amount + gas does [spec 8.7]", async () => {
    view = await openSend({ withGas: true })
    await fill(view, '2', EVM_RECEIVER)
    expect(submit(view).textContent).toBe('Insufficient balance')
    expect(submit(view).disabled).toBe(true)
    await typeInto(amountInput(view), '1.2345678')
    expect(submit(view).textContent).toBe('Preview send')
    await view.click(submit(view))
    await vi.waitFor(() => expect(alert(view as ViewRender)).toBe('Insufficient balance'))
    expect(view.$('[data-testid="send-preview"]')).toBeNull()
  })
})

describe('Send fee check', () => {
  test('smart accounts are exempt from the fee check (spec §5)', async () => {
    // The wallet reports a smart account: its type reaches the account state through the kernel.
    view = await openSend({ withGas: true, accountType: 'smartAccount' })
    expect(view.airlock.getAccount().preferredAccountType).toBe('smartAccount')
    await fill(view, '1.2345678', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
  })
})

describe('Send preview and submit', () => {
  test('the fee check needs the fee: when the adapter cannot estimate it, the send is refused', async () => {
    view = await openSend({ withGas: true })
    view.fake.wallet.estimateFee = async () => {
      throw new Error('rpc down')
    }
    await fill(view, '0.5', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() =>
      expect(alert(view as ViewRender)).toBe('Failed to send transaction. Please try again.'),
    )
    expect(view.$('[data-testid="send-preview"]')).toBeNull()
  })

  test('preview shows amount, receiver, network and fee; Cancel goes back to the form', async () => {
    view = await openSend({ withGas: true })
    await fill(view, '0.5', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    const preview = view.$('[data-testid="send-preview"]')?.textContent ?? ''
    expect(preview).toContain('0.5 ETH')
    expect(preview).toContain('0xab...efabcd')
    expect(preview).toContain('Ethereum')
    expect(preview).toContain('< 0.001 ETH')
    expect(view.shadow().activeElement?.textContent).toBe('Send')
    await view.click(view.button('Cancel'))
    expect(amountInput(view).value).toBe('0.5')
  })

  test("submit: the wallet gets the transfer, 'Transaction started', back to Account with refreshed balances", async () => {
    view = await openSend()
    await fill(view, '0.5', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    view.fake.wallet.balance = '0.73456789'
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
    expect(view.airlock.get((s) => s.modal.history).map((e) => e.view)).not.toContain('Send')
    expect(view.fake.sent).toEqual([
      {
        to: EVM_RECEIVER,
        amount: 500_000_000_000_000_000n,
        network: view.airlock.get((s) => s.network.active),
        address: EVM_ADDRESS,
      },
    ])
    // The kernel's transaction service tracks it until the chain confirms it.
    await vi.waitFor(() =>
      expect(view?.airlock.get((s) => s.transactions).map((t) => t.status)).toEqual(['confirmed']),
    )
    expect(view.airlock.get((s) => s.snackbar.message)).toBe('Transaction started')
    expect(view.airlock.get((s) => s.snackbar.variant)).toBe('success')
    await vi.waitFor(() => expect(view?.$('[data-testid="account-balance"]')?.textContent).toBe('0.734 ETH'))
  })

  test("while the wallet has the request: 'Confirm in your wallet' in a live region, a spinner that shows on the button", async () => {
    view = await openSend()
    await fill(view, '0.5', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    let answer: (hash: string) => void = () => {}
    view.fake.wallet.sendTransfer = () =>
      new Promise<string>((resolve) => {
        answer = resolve
      })
    const status = view.$('[data-testid="send-status"]') as HTMLElement
    expect(status.getAttribute('role')).toBe('status')
    const before = status.textContent
    await view.click(view.button('Send'))
    const ui = (key: 'confirmInWallet' | 'reviewCarefully') =>
      messagesOf(view?.airlock as Airlock).format(UI_MESSAGES, key)
    await vi.waitFor(() => expect(status.textContent).toBe(ui('confirmInWallet')))
    expect(before).toBe(ui('reviewCarefully'))
    const send = view.$('[data-testid="send-preview"] button[aria-busy="true"]') as HTMLButtonElement
    const spinner = send.querySelector('.al-spinner') as HTMLElement
    // The spinner draws in the button's text colour, not in the accent the button is filled with.
    expect(getComputedStyle(spinner).color).toBe(getComputedStyle(send).color)
    expect(getComputedStyle(spinner).color).not.toBe(getComputedStyle(send).backgroundColor)
    answer(`0x${'ab'.repeat(32)}`)
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
  })

  test('opened on its own, Send is replaced by Account after success', async () => {
    view = await openSend({ fromAccount: false })
    await fill(view, '0.1', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
    expect(view.airlock.get((s) => s.modal.open)).toBe(true)
  })

  test("a rejection shows 'Signature declined'; another failure 'Failed to send transaction. Please try again.' [spec 8.5, 8.8]", async () => {
    view = await openSend()
    await fill(view, '0.5', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    view.fake.wallet.sendTransfer = async () => {
      throw userRejection()
    }
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(alert(view as ViewRender)).toBe('Signature declined'))
    expect(view.airlock.get((s) => s.snackbar.message)).toBe('Signature declined')
    expect(view.airlock.get((s) => s.modal.view.view)).toBe('Send')
    view.fake.wallet.sendTransfer = async () => {
      throw new Error('nonce too low')
    }
    await view.click(view.button('Send'))
    await vi.waitFor(() =>
      expect(alert(view as ViewRender)).toBe('Failed to send transaction. Please try again.'),
    )
    expect(view.airlock.get((s) => s.snackbar.variant)).toBe('error')
    view.fake.wallet.sendTransfer = async () => {
      throw new BaseError('Transaction error', { cause: new InsufficientBalanceError() })
    }
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(alert(view as ViewRender)).toBe('Insufficient balance'))
  })
  test("a chain plugin's own visitor text (from its message catalogue) is shown, in the visitor's language", async () => {
    const catalogue: PluginMessages<{ badTransfer: string }> = {
      namespace: 'test-chain-texts',
      en: { badTransfer: 'Please enter a valid amount and receiver address' },
      locales: { es: async () => ({ default: { badTransfer: 'Introduce un importe válido' } }) },
    }
    const texts = definePlugin({
      name: 'test-chain-texts',
      setup: (ctx) => void ctx.contribute('messages', catalogue),
    })
    view = await openSend({ plugins: [texts] })
    await fill(view, '0.5', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    view.fake.wallet.sendTransfer = async () => {
      // The chain plugin's error carries the key of its own visitor text.
      throw new BaseError('Transaction error', {
        cause: new BaseError(catalogue.en.badTransfer, {
          messageKey: { namespace: catalogue.namespace, key: 'badTransfer' },
        }),
      })
    }
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(alert(view as ViewRender)).toBe(catalogue.en.badTransfer))
    await act(async () => messagesOf(view!.airlock).setLocale('es'))
    await vi.waitFor(() => expect(alert(view as ViewRender)).toBe('Introduce un importe válido'))
    // A text no catalogue declares stays behind the generic one.
    view.fake.wallet.sendTransfer = async () => {
      throw new BaseError('Node said: blockhash not found')
    }
    await view.click(view.button('Enviar'))
    await vi.waitFor(() =>
      expect(alert(view as ViewRender)).toBe('No se pudo enviar la transacción. Inténtalo de nuevo.'),
    )
  })
})

describe('Send token picker', () => {
  const tokens = () => [fakeToken('USDC', '25'), fakeToken('ZERO', '0')]

  test('only the native currency when the adapter cannot transfer tokens', async () => {
    view = await openSend({ before: (_, api) => (api.tokens = tokens()) })
    await view.click(view.button(/ETH\. Choose token$/))
    expect(view.$$('.al-token-list .al-list-item-label').map((l) => l.textContent)).toEqual(['Ethereum Coin'])
  })

  test('native + tokens with a balance; a token send goes through prepareTokenTransfer with its decimals', async () => {
    view = await openSend({ withTokens: true, before: (_, api) => (api.tokens = tokens()) })
    const calls: unknown[] = []
    view.fake.wallet.sendTransfer = async ({ params }) => {
      calls.push(params)
      return `0x${'cd'.repeat(32)}`
    }
    const picker = view.button(/ETH\. Choose token$/)
    expect(picker.getAttribute('aria-expanded')).toBe('false')
    await view.click(picker)
    expect(picker.getAttribute('aria-expanded')).toBe('true')
    await vi.waitFor(() =>
      expect(view?.$$('.al-token-list .al-list-item-label').map((l) => l.textContent)).toEqual([
        'Ethereum Coin',
        'USDC Token',
      ]),
    )
    await view.click(view.$$('.al-token-list .al-list-item')[1] as Element)
    expect(view.$('#al-send-balance')?.textContent).toBe('Balance: 25 USDC')
    await fill(view, '10', EVM_RECEIVER)
    await view.click(submit(view))
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')?.textContent).toContain('10 USDC'))
    await view.click(view.button('Send'))
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toMatchObject({ to: EVM_RECEIVER, amount: 10_000_000n, token: { decimals: 6 } })
  })
})

describe('Send accessibility', () => {
  test('keyboard only: type the amount, Tab to the receiver, Enter to preview, Enter to send', async () => {
    view = await openSend()
    expect(view.shadow().activeElement).toBe(amountInput(view))
    await userEvent.keyboard('0.2')
    await userEvent.keyboard('{Tab}')
    expect(view.shadow().activeElement?.className).toBe('al-token-btn')
    await userEvent.keyboard('{Tab}')
    expect(view.shadow().activeElement?.className).toBe('al-max')
    await userEvent.keyboard('{Tab}')
    expect(view.shadow().activeElement).toBe(receiverInput(view))
    await userEvent.keyboard(EVM_RECEIVER)
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    expect(view.shadow().activeElement?.textContent).toBe('Send')
    await userEvent.keyboard('{Enter}')
    await vi.waitFor(() => expect(view?.airlock.get((s) => s.modal.view.view)).toBe('Account'))
    expect(view.fake.sent[0]?.amount).toBe(200_000_000_000_000_000n)
  })

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds no violation on the form and the preview (${theme}); screenshots`, async () => {
      view = await openSend({ theme, withGas: true })
      await fill(view, '0.25', EVM_RECEIVER)
      await expectNoAxeViolations(view)
      await screenshotModal(view, `send-${theme}`)
      await view.click(submit(view))
      await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
      await expectNoAxeViolations(view)
      await screenshotModal(view, `send-preview-${theme}`)
    })
  }
})

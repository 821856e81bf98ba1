// The Send view's amounts in the visitor's locale (#40 item 4): the balance under the amount, the token
// picker's balances, the preview's amount and fee are grouped and separated as the locale writes numbers.
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import es from '../../i18n/locales/ui.es'
import { UI_EN } from '../../i18n/uiMessages'
import { EVM_RECEIVER, fakeToken } from '../account/testing/fakeChain'
import { renderView, typeInto, type ViewRender } from '../account/testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const balanceText = (v: ViewRender) => v.$('#al-send-balance')?.textContent ?? ''

async function openSend(): Promise<ViewRender> {
  const v = await renderView('Account', {
    withGas: true,
    withTokens: true,
    before: (chain, api) => {
      chain.adapter.getBalance = async () => ({ balance: '9998.74999', symbol: 'ETH' })
      api.tokens = [fakeToken('USDC', '1234567.89999')]
    },
  })
  await v.setLocale('es')
  await act(async () => v.airlock.navigate('Send'))
  await vi.waitFor(() => expect(v.$('[data-testid="send-view"]')).not.toBeNull())
  return v
}

describe('Send amounts in the active locale [spec 9.13]', () => {
  test('es: the balance, the token list and the preview read "9.998,749 ETH", never "9998.749"', async () => {
    view = await openSend()
    await vi.waitFor(() => expect(balanceText(view as ViewRender)).toBe('Saldo: 9.998,749 ETH'))
    await view.click(view.button(/ETH\. /))
    await vi.waitFor(() => expect(view?.$('.al-token-list')).not.toBeNull())
    const list = view.$('.al-token-list')?.textContent ?? ''
    expect(list).toContain('9.998,749 ETH')
    expect(list).toContain('1.234.567,899 USDC')
    // Back to the native currency (the list closes on a choice), then a preview of 1234.56789 ETH.
    await view.click(view.$$('.al-token-list button')[0] as HTMLElement)
    await typeInto(view.$<HTMLInputElement>('#al-send-amount') as HTMLInputElement, '1234.56789')
    const receiver = view.$$<HTMLInputElement>('input').find((i) => i.id !== 'al-send-amount')
    await typeInto(receiver as HTMLInputElement, EVM_RECEIVER)
    await view.click(view.$('form button[type="submit"]') as HTMLElement)
    await vi.waitFor(() => expect(view?.$('[data-testid="send-preview"]')).not.toBeNull())
    const preview = view.$('[data-testid="send-preview"]')
    expect(preview?.querySelector('h2 bdi')?.textContent).toBe('1.234,567 ETH')
    expect(view.text()).not.toContain('9998.749')
  })

  test('ar: the balance inside its sentence is isolated (its symbol stays after its number)', async () => {
    view = await openSend()
    await view.setLocale('ar')
    const ar = new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(9998.749)
    await vi.waitFor(() => expect(balanceText(view as ViewRender)).toContain(`\u2068${ar} ETH\u2069`))
  })
})

describe("Send's texts in the active locale", () => {
  test("es: a refused receiver's message under the field is in Spanish, as the button's is", async () => {
    view = await openSend()
    await typeInto(view.$<HTMLInputElement>('#al-send-amount') as HTMLInputElement, '0.1')
    const receiver = view.$$<HTMLInputElement>('input').find((i) => i.id !== 'al-send-amount')
    await typeInto(receiver as HTMLInputElement, '0x1234')
    await vi.waitFor(() => expect(receiver?.getAttribute('aria-invalid')).toBe('true'))
    const described = view.shadow().getElementById(receiver?.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe(es.invalidAddress)
    expect(view.$('form button[type="submit"]')?.textContent).toBe(es.invalidAddress)
    expect(view.text()).not.toContain(UI_EN.invalidAddress)
  })
})

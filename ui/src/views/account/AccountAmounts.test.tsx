// The Account view's amounts in the visitor's locale (#40 item 4): the header's balance and the Tokens tab's
// quantities are grouped and separated as the locale writes numbers, cut (not rounded) to 3 decimals.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { fakeToken } from './testing/fakeChain'
import { renderView, type ViewRender } from './testing/renderView'

let view: ViewRender | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

const balanceText = (v: ViewRender) => v.$('[data-testid="account-balance"]')?.textContent ?? ''
const tokenRow = (v: ViewRender) => v.$('[data-testid="token-row"]')?.textContent ?? ''

async function renderRich(): Promise<ViewRender> {
  return renderView('Account', {
    before: (chain, api) => {
      chain.adapter.getBalance = async () => ({ balance: '9998.74999', symbol: 'ETH' })
      api.tokens = [fakeToken('USDC', '1234567.89999', { value: 29996249.6912 })]
    },
  })
}

describe('Account amounts in the active locale [spec 9.13]', () => {
  test('en: grouped with commas, cut to 3 decimals, beside the dollar value', async () => {
    view = await renderRich()
    await vi.waitFor(() => expect(balanceText(view as ViewRender)).toBe('9,998.749 ETH'))
    await vi.waitFor(() => expect(tokenRow(view as ViewRender)).toContain('1,234,567.899 USDC'))
    expect(tokenRow(view)).toContain('$29,996,249.69')
  })

  test('es: "9.998,749 ETH" beside "29.996.249,69 US$", never the ungrouped English form', async () => {
    view = await renderRich()
    await vi.waitFor(() => expect(balanceText(view as ViewRender)).toBe('9,998.749 ETH'))
    await view.setLocale('es')
    await vi.waitFor(() => expect(balanceText(view as ViewRender)).toBe('9.998,749 ETH'))
    await vi.waitFor(() => expect(tokenRow(view as ViewRender)).toContain('1.234.567,899 USDC'))
    expect(tokenRow(view).replace(/\s/g, ' ')).toContain('29.996.249,69 US$')
    expect(view.text()).not.toContain('9998.749')
  })

  test('ar: the locale’s separators and digits as Intl gives them, each amount isolated in a <bdi>', async () => {
    view = await renderRich()
    await view.setLocale('ar')
    const ar = new Intl.NumberFormat('ar', { maximumFractionDigits: 3 })
    await vi.waitFor(() => expect(balanceText(view as ViewRender)).toBe(`${ar.format(9998.749)} ETH`))
    await vi.waitFor(() => expect(tokenRow(view as ViewRender)).toContain(`${ar.format(1234567.899)} USDC`))
    const balance = view.$('[data-testid="account-balance"] bdi')
    expect(balance?.textContent).toBe(`${ar.format(9998.749)} ETH`)
  })
})

// The core views in English, Spanish and Arabic on one page: every catalogue text changes, nothing is
// clipped at 360 px, axe finds no serious or critical violation, Arabic lays the modal out right-to-left,
// and switching the locale while the modal is open changes its texts at once on the same view and state.

import type { ViewId } from '@airlock/kernel'
import axe from 'axe-core'
import { act } from 'react'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { renderView, settleAnimations, type ViewRender } from '../views/account/testing/renderView'
import { KERNEL_EN } from './kernelMessages'
import kernelAr from './locales/kernel.ar'
import kernelEs from './locales/kernel.es'
import uiAr from './locales/ui.ar'
import uiEs from './locales/ui.es'
import { UI_EN } from './uiMessages'

const LOCALES = ['en', 'es', 'ar'] as const
const VIEWS: { view: ViewId; selector: string; params?: (r: ViewRender) => unknown }[] = [
  { view: 'Account', selector: '[data-testid="account-view"]' },
  { view: 'Networks', selector: '[data-testid="networks-view"]' },
  { view: 'Receive', selector: '[data-testid="receive-view"]' },
  { view: 'Send', selector: '[data-testid="send-view"]' },
  { view: 'Connect', selector: '[data-view="Connect"] .al-list' },
  {
    view: 'AllWallets',
    selector: '[data-view="AllWallets"] .al-view-loading, [data-view="AllWallets"] input',
  },
  { view: 'UnsupportedChain', selector: '[data-testid="unsupported-chain-view"]' },
  {
    view: 'ConnectingExternal',
    selector: '[data-view="ConnectingExternal"] .al-connecting',
    params: (r) => ({ connectorId: r.airlock.get((s) => s.connection.connectors)[0]?.id }),
  },
  {
    view: 'NftDetails',
    selector: '[data-testid="nft-detail-view"]',
    params: (r) => ({
      nft: {
        id: 'nft-1',
        chainId: r.airlock.get((s) => s.network.active).caipNetworkId,
        contract: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
        tokenId: '1',
        name: 'Test NFT #1',
        collection: { name: 'Airlock Test NFT' },
        isSpam: false,
      },
    }),
  },
]

/** English catalogue texts whose Spanish and Arabic texts differ from English (e.g. not 'Tokens'). */
function translatable(): Set<string> {
  const texts = new Set<string>()
  const add = (en: Record<string, unknown>, es: Record<string, unknown>, ar: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(en)) {
      if (typeof value === 'string' && !value.includes('{') && value !== es[key] && value !== ar[key])
        texts.add(value.trim())
    }
  }
  add(UI_EN, uiEs, uiAr)
  add(KERNEL_EN, kernelEs, kernelAr)
  return texts
}

/** Every text the visitor reads or hears in the dialog: text leaves, aria-labels, placeholders, titles. */
function shownTexts(r: ViewRender): string[] {
  const dialog = r.dialog()
  if (!dialog) return []
  const texts: string[] = []
  for (const el of dialog.querySelectorAll<HTMLElement>('*')) {
    for (const attr of ['aria-label', 'placeholder', 'title']) {
      const value = el.getAttribute(attr)
      if (value) texts.push(value.trim())
    }
    for (const node of el.childNodes) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim())
    }
  }
  return texts
}

/** Text elements whose content overflows their box, unless they truncate on purpose (ellipsis). */
function clipped(r: ViewRender): string[] {
  const dialog = r.dialog()
  if (!dialog) return []
  const found: string[] = []
  for (const el of dialog.querySelectorAll<HTMLElement>(
    '.al-text, .al-btn, .al-list-item, .al-pill, .al-feature, label, h2',
  )) {
    if (getComputedStyle(el).textOverflow === 'ellipsis' || el.closest('[data-truncate], .al-sr-only'))
      continue
    if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.className}: ${el.textContent}`)
  }
  return found
}

async function seriousAxeViolations(r: ViewRender): Promise<string[]> {
  const dialog = r.dialog()
  if (!dialog) throw new Error('modal is closed')
  await settleAnimations(r)
  const result = await axe.run(dialog, { resultTypes: ['violations'] })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function switchTo(r: ViewRender, locale: string): Promise<void> {
  await r.setLocale(locale)
  await vi.waitFor(() => expect(r.$('.al-overlay')?.getAttribute('lang')).toBe(locale), { timeout: 10_000 })
}

describe('locales', () => {
  beforeAll(() => page.viewport(360, 740))
  afterAll(() => page.viewport(1024, 768))

  // One axe run per view and locale (a few dozen): the project's 15 s bound is for one check, not this many.
  test('each core view in en, es and ar: texts change, nothing clipped at 360 px, no serious axe violation', async () => {
    const catalogue = translatable()
    const r = await renderView('Account', { withTokens: true, withGas: true })
    try {
      for (const { view, selector, params } of VIEWS) {
        await switchTo(r, 'en')
        const show = r.airlock.navigate as (view: ViewId, params?: unknown) => Promise<void>
        await act(async () => show.call(r.airlock, view, params?.(r)))
        await vi.waitFor(() => expect(r.$(selector)).not.toBeNull(), { timeout: 10_000 })
        const english = shownTexts(r).filter((t) => catalogue.has(t))
        expect(english.length, `${view}: catalogue texts in English`).toBeGreaterThan(1)
        for (const locale of LOCALES) {
          await switchTo(r, locale)
          expect(r.airlock.get((s) => s.modal.view.view)).toBe(view)
          const overlay = r.$('.al-overlay')
          expect(overlay?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr')
          if (locale !== 'en') {
            const shown = new Set(shownTexts(r))
            expect(
              english.filter((t) => shown.has(t)),
              `${view} in ${locale}: English left`,
            ).toEqual([])
          }
          expect(clipped(r), `${view} in ${locale}: clipped`).toEqual([])
          expect(await seriousAxeViolations(r), `${view} in ${locale}: axe`).toEqual([])
        }
      }
      // Right-to-left lays the modal out mirrored: the close button sits on the left.
      const dialog = r.dialog()!
      const close = r.$$<HTMLElement>('.al-header .al-icon-btn').at(-1)!
      expect(close.getBoundingClientRect().left - dialog.getBoundingClientRect().left).toBeLessThan(80)
    } finally {
      await r.unmount()
    }
  }, 90_000)

  test('switching the locale while the modal is open keeps the view and its state', async () => {
    const r = await renderView('Send', { withGas: true })
    try {
      const amount = () => r.$<HTMLInputElement>('#al-send-amount')
      await vi.waitFor(() => expect(amount()).not.toBeNull(), { timeout: 10_000 })
      await act(async () => {
        const input = amount()!
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '0.5')
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
      const input = amount()
      expect(r.text()).toContain(UI_EN.addAddress)
      await switchTo(r, 'es')
      expect(r.text()).toContain(uiEs.addAddress)
      expect(r.$('.al-header-title')?.textContent).toBe(uiEs.titleSend)
      expect(r.airlock.get((s) => s.modal.view.view)).toBe('Send')
      expect(amount()).toBe(input) // the same element: not remounted
      expect(amount()?.value).toBe('0.5')
      await switchTo(r, 'ar')
      expect(r.text()).toContain(uiAr.addAddress)
      expect(amount()?.value).toBe('0.5')
      await switchTo(r, 'en')
      expect(r.text()).toContain(UI_EN.addAddress)
    } finally {
      await r.unmount()
    }
  })
})

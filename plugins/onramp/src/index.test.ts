import { describe, expect, test } from 'vitest'
import * as onramp from './index'

describe('@airlock/onramp entry', () => {
  test('exports exactly its public API (runtime names)', () => {
    expect(Object.keys(onramp).sort()).toMatchInlineSnapshot(`
      [
        "AmountAboveMaximumError",
        "AmountBelowMinimumError",
        "AmountNotNumericError",
        "AmountRequiredError",
        "AmountTooPreciseError",
        "BUY_FEATURE",
        "BUY_FEATURE_ORDER",
        "BUY_VIEW",
        "CheckoutUnavailableError",
        "FALLBACK_ONRAMP_OPTIONS",
        "FALLBACK_PAYMENT_CURRENCIES",
        "FALLBACK_PURCHASE_CURRENCIES",
        "FIAT_DECIMALS",
        "HISTORY_POLL_MS",
        "IDLE",
        "ONRAMP_TEXTS",
        "OnrampError",
        "OnrampResponseError",
        "PROVIDER_MESSAGE_TYPE",
        "PURCHASE_WINDOW_MS",
        "PaymentMethodUnavailableError",
        "PopupBlockedError",
        "PurchaseFailedError",
        "QuoteUnavailableError",
        "acceptProviderMessage",
        "buyFeature",
        "canBuy",
        "checkLimits",
        "compareDecimals",
        "createProviderMessageFilter",
        "createProviderMessageParser",
        "decimalUnits",
        "deliversElsewhere",
        "englishMessage",
        "errorCodeOf",
        "findLimits",
        "findOrder",
        "followsHistory",
        "hasNoFunds",
        "historyQuery",
        "isEnded",
        "isOrderOf",
        "networkMatches",
        "newPurchaseId",
        "normalizeAmountInput",
        "onramp",
        "onrampUrlRequestBody",
        "parseAmount",
        "parseOnrampHistory",
        "parseOnrampOptions",
        "parseOnrampQuote",
        "parseOnrampUrl",
        "parseProviderMessage",
        "purchaseCurrenciesFor",
        "purchaseRecord",
        "quoteProviders",
        "quoteRequestBody",
        "rankQuotes",
        "reducePurchase",
        "resolveOnrampOptions",
        "resolveOnrampPluginOptions",
        "restorePurchase",
        "validatePurchaseAmount",
      ]
    `)
  })

  test('its logic imports nothing of the kernel or ui (only the descriptor, its rules and the lazy chunk do)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const dir = new URL('.', import.meta.url)
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) =>
        f.endsWith('.ts') &&
        !f.endsWith('.test.ts') &&
        !f.startsWith('lazy/') &&
        // hasNoFunds.ts is the descriptor's rule for the Account notice, kept apart so the eager face lacks it.
        !['index.ts', 'onramp.ts', 'hasNoFunds.ts', 'registry.ts'].includes(f),
    )
    expect(sources.length).toBeGreaterThan(10)
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8')
      expect(text, file).not.toMatch(/from '@airlock\/(kernel|ui)'/)
    }
  })
})

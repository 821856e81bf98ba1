import { expect, test } from 'vitest'
import * as swap from './index'

test('public exports do not change by accident', () => {
  expect(Object.keys(swap).sort()).toMatchInlineSnapshot(`
    [
      "AllowanceCheckError",
      "ApprovalTransactionError",
      "IncorrectAmountError",
      "InvalidSwapAmountError",
      "InvalidSwapInputError",
      "NATIVE_TOKEN_ADDRESS",
      "NetworkTokenPriceError",
      "SWAP_CHAIN_IDS",
      "SWAP_EN",
      "SWAP_ERROR_CODES",
      "SWAP_FEATURE",
      "SWAP_GAS_ESTIMATE",
      "SWAP_MESSAGES",
      "SWAP_NAMESPACE",
      "SWAP_OUTPUT_DECIMALS",
      "SWAP_PROVIDER_FEE_BPS",
      "SWAP_PROVIDER_FEE_RATE",
      "SWAP_QUOTE_LIFETIME_MS",
      "SWAP_REVIEW_VIEW",
      "SWAP_SELECT_TOKEN_VIEW",
      "SWAP_SLIPPAGE_PERCENT",
      "SWAP_VIEW",
      "SwapError",
      "SwapInitializationError",
      "SwapInsufficientBalanceError",
      "SwapTransactionError",
      "SwapTransactionFailedError",
      "acceptQuote",
      "allowanceRequest",
      "allowanceResponseSchema",
      "amountReceived",
      "approveRequest",
      "assertSufficientBalance",
      "buildApproveResponseSchema",
      "buildTransactionRequest",
      "buildTransactionResponseSchema",
      "formatAmount",
      "gasPriceRequest",
      "gasPriceResponseSchema",
      "insufficientBalance",
      "minimumReceived",
      "needsRequoteBeforeSigning",
      "needsSwap",
      "networkCost",
      "normalizeAmountInput",
      "parseAmount",
      "priceImpact",
      "priceRequest",
      "priceResponseSchema",
      "providerFee",
      "quoteRequest",
      "quoteState",
      "quoteToAmount",
      "quotesResponseSchema",
      "resolveSwapOptions",
      "reviewSwap",
      "sameQuoteKey",
      "searchTokens",
      "shownToAmount",
      "swap",
      "swapOfferedOn",
      "swapRate",
      "swapTokenSchema",
      "swappableTokens",
      "tokensRequest",
      "tokensResponseSchema",
      "validateSwapInput",
    ]
  `)
})

test("the logic modules import neither the kernel nor the UI (only the descriptor, the errors on the kernel's BaseError and the lazy half do)", async () => {
  const { readdirSync, readFileSync } = await import('node:fs')
  const dir = new URL('.', import.meta.url)
  const wired = new Set(['swap.ts', 'registry.ts', 'errors.ts'])
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('lazy/') && !wired.has(f),
  )
  expect(files.length).toBeGreaterThan(8)
  for (const file of files) {
    expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(/from '@airlock\/(kernel|ui)'/)
  }
})

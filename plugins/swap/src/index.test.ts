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
      "SWAP_EN",
      "SWAP_GAS_ESTIMATE",
      "SWAP_MESSAGES",
      "SWAP_OUTPUT_DECIMALS",
      "SWAP_PROVIDER_FEE_BPS",
      "SWAP_PROVIDER_FEE_RATE",
      "SWAP_QUOTE_LIFETIME_MS",
      "SWAP_SLIPPAGE_PERCENT",
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
      "reviewSwap",
      "sameQuoteKey",
      "searchTokens",
      "shownToAmount",
      "swapRate",
      "swapTokenSchema",
      "swappableTokens",
      "tokensRequest",
      "tokensResponseSchema",
      "validateSwapInput",
    ]
  `)
})

test('nothing here imports the kernel or the UI (their plugin surface is being rebuilt)', async () => {
  const { readdirSync, readFileSync } = await import('node:fs')
  const dir = new URL('.', import.meta.url)
  const files = readdirSync(dir, { recursive: true }) as string[]
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    expect(readFileSync(new URL(file, dir), 'utf8'), file).not.toMatch(/from '@airlock\/(kernel|ui)'/)
  }
})

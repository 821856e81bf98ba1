import { describe, expect, it } from 'vitest'
import { computeQuote, fiatForUnits, type QuoteError, type QuoteInput, quoteJson } from './computeQuote'
import { formatDecimal, parseDecimal } from './decimal'
import {
  DEVNET_ONRAMP_PROVIDERS,
  DEVNET_PAYMENT_CURRENCIES,
  evmOnrampNetwork,
  solanaOnrampNetwork,
} from './onrampCatalogue'

const [harbor, meridian] = DEVNET_ONRAMP_PROVIDERS
const [usd, eur] = DEVNET_PAYMENT_CURRENCIES
const evm = evmOnrampNetwork(31337, 'http://127.0.0.1:1')
const sol = solanaOnrampNetwork('solana:abc', 'http://127.0.0.1:2')
const eth = evm.assets[0]!
const usdc = evm.assets[1]!

function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    provider: harbor!,
    currency: usd!,
    method: 'card',
    network: evm,
    asset: eth,
    priceUsd: 3000,
    ...overrides,
  }
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return (error as QuoteError).code
  }
  return undefined
}

describe('decimal amounts', () => {
  it('parses plain decimals into smallest units and refuses anything else', () => {
    expect(parseDecimal('12.34', 2)).toBe(1234n)
    expect(parseDecimal('12', 2)).toBe(1200n)
    expect(parseDecimal(' 0.5 ', 9)).toBe(500_000_000n)
    for (const bad of ['', '12.345', '1e3', '-1', '12a', '1.2.3', '.5', '0x10']) {
      expect(parseDecimal(bad, 2), bad).toBeUndefined()
    }
  })

  it('formats smallest units, keeping a minimum of decimals', () => {
    expect(formatDecimal(1234n, 2, 2)).toBe('12.34')
    expect(formatDecimal(1200n, 2, 2)).toBe('12.00')
    expect(formatDecimal(32_670_000_000_000_000n, 18)).toBe('0.03267')
    expect(formatDecimal(5n, 6)).toBe('0.000005')
  })
})

describe('computeQuote', () => {
  it('takes the provider fee and network fee off the amount and prices the rest (Harbor, 100 USD of ETH)', () => {
    const q = computeQuote(input(), 10_000n)
    expect(q).toMatchObject({ providerFee: 100n, networkFee: 99n, paymentSubtotal: 9801n })
    // 98.01 USD at 3000 USD per ETH
    expect(q.purchaseUnits).toBe(32_670_000_000_000_000n)
    expect(quoteJson(q, 'q1')).toEqual({
      quoteId: 'q1',
      provider: 'harbor',
      network: 'eip155:31337',
      paymentMethod: 'card',
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.01', currency: 'USD' },
      providerFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.99', currency: 'USD' },
      purchaseAmount: { amount: '0.03267', currency: 'ETH' },
      exchangeRate: { amount: '3000.00', currency: 'USD' },
    })
  })

  it('rounds what arrives down to the asset’s smallest unit (Meridian, 100 USD of ETH)', () => {
    const q = computeQuote(input({ provider: meridian! }), 10_000n)
    expect(q.providerFee).toBe(200n)
    expect(q.networkFee).toBe(0n)
    expect(q.purchaseUnits).toBe(32_666_666_666_666_666n)
  })

  it('gives Meridian the better quote below 99 USD and Harbor above', () => {
    const arrives = (provider: typeof harbor, cents: bigint) =>
      computeQuote(input({ provider: provider!, asset: usdc, priceUsd: 1 }), cents).purchaseUnits
    expect(arrives(meridian, 5_000n)).toBeGreaterThan(arrives(harbor, 5_000n))
    expect(arrives(harbor, 50_000n)).toBeGreaterThan(arrives(meridian, 50_000n))
  })

  it('converts prices and the network fee into EUR', () => {
    const q = computeQuote(input({ currency: eur!, asset: usdc, priceUsd: 1 }), 10_000n)
    // 0.99 USD is 0.9167 EUR, charged as 0.92; 100 EUR - 1.00 - 0.92 = 98.08 EUR = 105.9264 USD of USDC
    expect(q.networkFee).toBe(92n)
    expect(q.purchaseUnits).toBe(105_926_400n)
    expect(q.unitPrice).toBe(92n) // 1 USDC is 0.92 EUR (rounded down)
  })

  it('prices SOL on Solana with 9 decimals', () => {
    const q = computeQuote(input({ network: sol, asset: sol.assets[0]!, priceUsd: 150 }), 3_000n)
    // 30 - 0.30 - 0.99 = 28.71 USD at 150
    expect(q.purchaseUnits).toBe(191_400_000n)
  })

  it('refuses amounts outside the payment method’s limits, unknown methods, missing prices and fee-only amounts', () => {
    expect(codeOf(() => computeQuote(input(), 499n))).toBe('below_minimum')
    expect(codeOf(() => computeQuote(input(), 500_001n))).toBe('above_maximum')
    expect(codeOf(() => computeQuote(input({ method: 'paypal' }), 10_000n))).toBe('method_unavailable')
    expect(codeOf(() => computeQuote(input({ priceUsd: undefined }), 10_000n))).toBe('no_price')
    const costly = { ...harbor!, networkFeeUsdCents: 1_000 }
    expect(codeOf(() => computeQuote(input({ provider: costly }), 1_000n))).toBe('fees_exceed_amount')
    // ACH has its own limits: 10.00 minimum
    expect(codeOf(() => computeQuote(input({ method: 'ach_bank_account' }), 999n))).toBe('below_minimum')
    expect(computeQuote(input({ method: 'ach_bank_account' }), 1_000_000n).paymentTotal).toBe(1_000_000n)
  })
})

describe('fiatForUnits', () => {
  it('finds the smallest amount whose quote delivers at least the wanted units', () => {
    const cases: Array<[QuoteInput, bigint]> = [
      [input(), 10n ** 16n],
      [input({ provider: meridian! }), 123_456_789_012_345_678n],
      [input({ currency: eur!, asset: usdc, priceUsd: 1 }), 50_000_000n],
      [input({ network: sol, asset: sol.assets[0]!, priceUsd: 150 }), 1_000_000_000n],
    ]
    for (const [quoteInput, units] of cases) {
      const amount = fiatForUnits(quoteInput, units)
      expect(computeQuote(quoteInput, amount).purchaseUnits).toBeGreaterThanOrEqual(units)
      expect(computeQuote(quoteInput, amount - 1n).purchaseUnits).toBeLessThan(units)
    }
  })
})

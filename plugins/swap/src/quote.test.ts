import { describe, expect, it } from 'vitest'
import {
  amountReceived,
  minimumReceived,
  networkCost,
  priceImpact,
  providerFee,
  reviewSwap,
  type SwapSide,
  swapRate,
} from './quote'
import { SWAP_PROVIDER_FEE_RATE } from './tradeConstants'

const oneEth: SwapSide = { amount: 10n ** 18n, decimals: 18, priceUsd: 3000 }
const usdcOut: SwapSide = { amount: 2_991_035_907n, decimals: 6, priceUsd: 1 }

describe('[spec 9.11] amount received', () => {
  it('shows 6 decimals, cut rather than rounded up', () => {
    expect(amountReceived(2_991_035_907n, 6)).toBe('2991.035907')
    expect(amountReceived(1_234_567_899_999_999_999n, 18)).toBe('1.234567')
    expect(amountReceived(999_999_999_999n, 18)).toBe('0') // below the sixth decimal: nothing shown, never rounded up
  })
})

describe('rate', () => {
  it('is target tokens per source token, across decimals', () => {
    expect(swapRate(oneEth, usdcOut)).toBeCloseTo(2991.035907, 9)
    expect(swapRate(usdcOut, oneEth)).toBeCloseTo(1 / 2991.035907, 12)
    expect(swapRate({ amount: 0n, decimals: 6 }, usdcOut)).toBe(0)
  })
})

describe('[spec 9.11] network cost', () => {
  it('is gas × gas price in the native token and × its price in USD, with 150000 gas before the build', () => {
    const cost = networkCost({ gasPrice: 2_000_000_000n, nativePriceUsd: 3000 })
    expect(cost).toEqual({ units: 300_000_000_000_000n, native: '0.0003', usd: expect.closeTo(0.9, 12) })
    const built = networkCost({ gasPrice: 1_500_000_000n, nativePriceUsd: 2500, gas: 121_337n })
    expect(built.units).toBe(121_337n * 1_500_000_000n)
    expect(built.usd).toBeCloseTo(0.0001820055 * 2500, 9)
  })
})

describe('[spec 9.11] provider fee', () => {
  it('is 0.0085 of the source amount, in its units and in USD', () => {
    const fee = providerFee({ amount: 1_000_000_000n, decimals: 6, priceUsd: 1 })
    expect(fee.units).toBe(8_500_000n)
    expect(fee.usd).toBeCloseTo(1000 * SWAP_PROVIDER_FEE_RATE, 12)
    expect(providerFee(oneEth).usd).toBeCloseTo(3000 * 0.0085, 9)
  })
})

describe('[spec 9.11] price impact', () => {
  it('is the share of the input value the output lacks, in percent', () => {
    expect(priceImpact(oneEth, { ...usdcOut, amount: 2_991_000_000n })).toBeCloseTo(0.3, 9)
    expect(priceImpact(oneEth, { ...usdcOut, amount: 3_000_000_000n })).toBeCloseTo(0, 9)
  })

  it('is 0 when a price is unknown rather than a made-up figure', () => {
    expect(priceImpact({ ...oneEth, priceUsd: 0 }, usdcOut)).toBe(0)
    expect(priceImpact(oneEth, { ...usdcOut, priceUsd: 0 })).toBe(0)
  })
})

describe('[spec 9.11] minimum received', () => {
  it('is the quote less 1 % by default, rounded down (what the router enforces)', () => {
    expect(minimumReceived(2_991_035_907n)).toBe(2_961_125_547n)
    expect(minimumReceived(100n)).toBe(99n)
    expect(minimumReceived(1000n, 0.5)).toBe(995n)
    expect(minimumReceived(1n)).toBe(0n)
  })
})

describe('reviewSwap', () => {
  it('puts every figure of the review together', () => {
    const review = reviewSwap({ from: oneEth, to: usdcOut, gasPrice: 2_000_000_000n, nativePriceUsd: 3000 })
    expect(review).toMatchObject({
      received: '2991.035907',
      slippagePercent: 1,
      minimumReceived: { units: 2_961_125_547n, shown: '2961.125547' },
      providerFee: { units: 8_500_000_000_000_000n },
      networkCost: { units: 300_000_000_000_000n, native: '0.0003' },
    })
    expect(review.rate).toBeCloseTo(2991.035907, 9)
    expect(review.priceImpact).toBeCloseTo(((3000 - 2991.035907) / 3000) * 100, 9)
  })
})

import { describe, expect, it } from 'vitest'
import { reviewSwap, type SwapSide } from '../../quote'
import type { SwapToken } from '../../schemas'
import { localQuoteAmounts, localReceived, localTyped } from './localAmounts'

const oneEth: SwapSide = { amount: 10n ** 18n, decimals: 18, priceUsd: 3000 }
const usdcOut: SwapSide = { amount: 2_991_035_907n, decimals: 6, priceUsd: 1 }
const weth: SwapToken = { name: 'Wrapped Ether', symbol: 'WETH', address: '0x0', decimals: 18 }
const review = reviewSwap({ from: oneEth, to: usdcOut, gasPrice: 2_000_000_000n, nativePriceUsd: 3000 })

describe("the swap's amounts in the visitor's locale (issue 40 item 4)", () => {
  it('Spanish groups thousands with a dot and writes the decimal comma, cut, never rounded', () => {
    expect(localQuoteAmounts(review, weth, 'es')).toEqual({
      networkCost: expect.stringMatching(/^0,\d{1,8}$/),
      providerFee: '0,0085',
      minimumReceived: '2.961,125547',
    })
    expect(localReceived(2_991_035_907n, 6, 'es')).toBe('2.991,035907')
    expect(localTyped('1234.56789', 18, 'es')).toBe('1.234,56789')
    // 6 decimals shown: the seventh is cut, not rounded up.
    expect(localReceived(1_999_999_999n, 9, 'es')).toBe('1,999999')
  })

  it('English keeps its own separators; every figure matches the plain decimal the quote computed', () => {
    expect(localQuoteAmounts(review, weth, 'en').minimumReceived).toBe('2,961.125547')
    expect(localReceived(2_991_035_907n, 6, 'en')).toBe('2,991.035907')
    expect(localTyped('0.5', 18, 'en')).toBe('0.5')
  })
})

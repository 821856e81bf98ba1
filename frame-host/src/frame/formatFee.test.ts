import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee'

describe("formatFee: the modal's fee rule in the frame", () => {
  it("gives the Send preview's texts for the same fees (ui/src/views/account/helpers.test.ts)", () => {
    expect(formatFee(0n, 18, 'ETH')).toBe('0 ETH')
    expect(formatFee(21_000_000_000_000n, 18, 'ETH')).toBe('< 0.001 ETH')
    expect(formatFee(1_234_567_000_000_000n, 18, 'ETH')).toBe('0.001 ETH')
    expect(formatFee(5_000n, 9, 'SOL')).toBe('< 0.001 SOL')
    expect(formatFee(21_000_000_000_000n, 18, 'ETH', 'es')).toBe('< 0,001 ETH')
    expect(formatFee(1_234_567_000_000_000_000_000n, 18, 'ETH', 'es')).toBe('1.234,567 ETH')
  })

  it('cuts, never rounds, and groups every thousand', () => {
    expect(formatFee(999_999_999_999_999_999n, 18, 'ETH')).toBe('0.999 ETH')
    expect(formatFee(12_345_678_900_000_000_000_000n, 18, 'ETH')).toBe('12,345.678 ETH')
    expect(formatFee(2_500_000_000_000_000_000n, 18, 'ETH')).toBe('2.5 ETH')
  })

  it("writes Arabic with the locale's own separator and digits, as Intl does", () => {
    const ar = new Intl.NumberFormat('ar', { maximumFractionDigits: 3, useGrouping: 'always' })
    expect(formatFee(1_234_567_000_000_000_000_000n, 18, 'ETH', 'ar')).toBe(`${ar.format(1234.567)} ETH`)
    expect(formatFee(21_000_000_000_000n, 18, 'ETH', 'ar')).toBe(`< ${ar.format(0.001)} ETH`)
  })
})

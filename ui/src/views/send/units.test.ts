import { describe, expect, test } from 'vitest'
import { formatUnits, parseUnits } from './units'

describe('units', () => {
  test('parseUnits scales decimals and cuts extra ones', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('0.0000019', 6)).toBe(1n)
    expect(parseUnits('12', 0)).toBe(12n)
    expect(parseUnits('.5', 2)).toBe(50n)
    expect(parseUnits('5.', 2)).toBe(500n)
  })

  test('parseUnits refuses what is not a plain decimal', () => {
    for (const bad of ['', '.', 'abc', '1.2.3', '-1', '1e5']) expect(parseUnits(bad, 18)).toBeUndefined()
  })

  test('formatUnits drops trailing zeros and round-trips', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-25n, 1)).toBe('-2.5')
    expect(formatUnits(parseUnits('123.456789', 9) ?? 0n, 9)).toBe('123.456789')
  })
})

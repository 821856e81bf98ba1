// Hostile amount input: 20,000 generated strings (pasted text, control characters, other scripts' digits,
// huge numbers) through normalizeAmountInput and parseAmount. Nothing may throw anything but an
// InvalidSwapAmountError, and whatever is accepted must round-trip exactly.
import { describe, expect, it } from 'vitest'
import { formatAmount, normalizeAmountInput, parseAmount } from './amount'
import { InvalidSwapAmountError } from './errors'

/** A small seeded PRNG (mulberry32), so a failure reproduces. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ALPHABET = [
  '0',
  '1',
  '5',
  '9',
  '.',
  ',',
  '-',
  '+',
  'e',
  'E',
  ' ',
  '\t',
  '\n',
  'x',
  'a',
  '٣',
  '٫',
  '۹',
  '\u200b',
  '\u0000',
  '１',
  '½',
  '∞',
  '🙂',
]

describe('amount parsing under hostile input', () => {
  it('never throws anything but InvalidSwapAmountError, and accepted amounts round-trip', () => {
    const next = random(34)
    let accepted = 0
    for (let i = 0; i < 20_000; i++) {
      const length = Math.floor(next() * 40)
      let text = ''
      for (let j = 0; j < length; j++) text += ALPHABET[Math.floor(next() * ALPHABET.length)]
      const decimals = Math.floor(next() * 20)
      const shown = normalizeAmountInput(text)
      if (shown !== undefined) expect(shown).toMatch(/^(\d*\.?\d*)$/)
      try {
        const units = parseAmount(text, decimals)
        accepted++
        expect(units).toBeGreaterThan(0n)
        expect(parseAmount(formatAmount(units, decimals), decimals)).toBe(units)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidSwapAmountError)
      }
    }
    expect(accepted).toBeGreaterThan(100)
  })
})

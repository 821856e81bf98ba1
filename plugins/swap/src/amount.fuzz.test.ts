// Hostile amount input: 5,000 generated strings (pasted text, control characters, other scripts' digits,
// huge numbers) through normalizeAmountInput and parseAmount. Nothing may throw anything but an
// InvalidSwapAmountError, and whatever is accepted must round-trip exactly.
import { describe, expect, it } from 'vitest'
import { formatAmount, normalizeAmountInput, parseAmount } from './amount'
import { InvalidSwapAmountError } from './errors'

/** A seeded linear congruential generator, so a failure reproduces. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
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
    for (let i = 0; i < 5_000; i++) {
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
    expect(accepted).toBeGreaterThan(25)
  }, 60_000) // generous: a loaded shared machine runs this several times slower
})

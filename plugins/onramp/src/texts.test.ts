import { describe, expect, test } from 'vitest'
import ar from './i18n/ar'
import es from './i18n/es'
import { ONRAMP_TEXTS } from './texts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the on-ramp catalogue', () => {
  test.each([
    ['es', es],
    ['ar', ar],
  ])('%s translates every key, with the same placeholders, into its own words', (_locale, translation) => {
    expect(Object.keys(translation).sort()).toEqual(Object.keys(ONRAMP_TEXTS).sort())
    for (const [key, english] of Object.entries(ONRAMP_TEXTS)) {
      const text = translation[key as keyof typeof ONRAMP_TEXTS]
      expect(placeholders(text), key).toEqual(placeholders(english))
      expect(text.trim(), key).not.toBe('')
    }
    // Only texts made of placeholders (and names) stay the same as in English.
    const same = Object.keys(ONRAMP_TEXTS).filter(
      (key) =>
        translation[key as keyof typeof ONRAMP_TEXTS] === ONRAMP_TEXTS[key as keyof typeof ONRAMP_TEXTS],
    )
    expect(
      same.every(
        (key) => /^[{}\w\s]*$/.test(ONRAMP_TEXTS[key as keyof typeof ONRAMP_TEXTS]) || key === 'totalCost',
      ),
    ).toBe(true)
  })

  test('Arabic texts are written in Arabic script', () => {
    for (const [key, text] of Object.entries(ar)) {
      if (key === 'receiveAmount') continue // only placeholders
      expect(/[\u0600-\u06FF]/.test(text), key).toBe(true)
    }
  })

  test('keeps the issue’s "Buy in progress"', () => {
    expect(ONRAMP_TEXTS.buyInProgress).toBe('Buy in progress')
  })
})

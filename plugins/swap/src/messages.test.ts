import { describe, expect, it } from 'vitest'
import { SWAP_EN, SWAP_MESSAGES } from './messages'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the swap catalogue', () => {
  it('has the spec §8 swap messages word for word', () => {
    expect(Object.values(SWAP_EN)).toEqual(
      expect.arrayContaining([
        'Failed to initialize swap',
        'Failed to fetch network token price',
        'Failed to check allowance',
        'Failed to create approval transaction',
        'Failed to create transaction',
        'Transaction error',
        'Insufficient balance',
        'Incorrect amount',
        'Please enter a valid amount',
      ]),
    )
  })

  it.each(['es', 'ar'])(
    '%s translates every key, keeps every placeholder and is its own chunk',
    async (locale) => {
      const load = SWAP_MESSAGES.locales[locale]
      expect(load).toBeDefined()
      const { default: translation } = await load!()
      expect(Object.keys(translation).sort()).toEqual(Object.keys(SWAP_EN).sort())
      for (const [key, english] of Object.entries(SWAP_EN)) {
        const text = translation[key as keyof typeof SWAP_EN]
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(english))
      }
      // Translated, not copied: at most the texts that are only placeholders stay identical.
      const same = Object.entries(SWAP_EN).filter(
        ([key, en]) => translation[key as keyof typeof SWAP_EN] === en,
      )
      expect(same.map(([key]) => key)).toEqual(['rateValue'])
    },
  )

  it('has the namespace the plugin contributes it under', () => {
    expect(SWAP_MESSAGES.namespace).toBe('swap')
  })
})

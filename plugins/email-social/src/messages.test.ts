import { describe, expect, it } from 'vitest'
import { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES } from './messages'

describe('email-social messages', () => {
  it.each(['es', 'ar'] as const)(
    '%s is a lazy chunk with every English key, translated and non-empty',
    async (locale) => {
      const load = EMAIL_SOCIAL_MESSAGES.locales?.[locale]
      if (!load) throw new Error(`no ${locale} chunk`)
      const { default: texts } = (await load()) as { default: Record<string, string> }
      expect(Object.keys(texts).sort()).toEqual(Object.keys(EMAIL_SOCIAL_EN).sort())
      for (const [key, text] of Object.entries(EMAIL_SOCIAL_EN)) {
        expect(texts[key]?.trim()).not.toBe('')
        expect(texts[key]).not.toBe(text)
        // Placeholders survive translation.
        expect(texts[key]?.match(/\{\w+\}/g) ?? []).toEqual(text.match(/\{\w+\}/g) ?? [])
      }
    },
  )

  it('is its own namespace in the instance catalogue', () => {
    expect(EMAIL_SOCIAL_MESSAGES.namespace).toBe('email-social')
    expect(EMAIL_SOCIAL_MESSAGES.en).toBe(EMAIL_SOCIAL_EN)
  })
})

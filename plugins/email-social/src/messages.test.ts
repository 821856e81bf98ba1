import { describe, expect, it } from 'vitest'
import { EMAIL_SOCIAL_EN, EMAIL_SOCIAL_MESSAGES } from './messages'

describe('email-social messages', () => {
  it('Spanish is a lazy chunk with every English key, translated and non-empty', async () => {
    const load = EMAIL_SOCIAL_MESSAGES.locales?.es
    if (!load) throw new Error('no Spanish chunk')
    const { default: es } = (await load()) as { default: Record<string, string> }
    expect(Object.keys(es).sort()).toEqual(Object.keys(EMAIL_SOCIAL_EN).sort())
    for (const [key, text] of Object.entries(EMAIL_SOCIAL_EN)) {
      expect(es[key]?.trim()).not.toBe('')
      expect(es[key]).not.toBe(text)
    }
  })

  it('is its own namespace in the instance catalogue', () => {
    expect(EMAIL_SOCIAL_MESSAGES.namespace).toBe('email-social')
    expect(EMAIL_SOCIAL_MESSAGES.en).toBe(EMAIL_SOCIAL_EN)
  })
})

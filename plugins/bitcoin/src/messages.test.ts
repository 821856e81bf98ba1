import { expect, test } from 'vitest'
import { BITCOIN_EN, BITCOIN_MESSAGES } from './messages'

test('the catalogue uses the spec texts; Spanish and Arabic are lazy chunks translating every key with the same placeholders', async () => {
  expect(BITCOIN_MESSAGES.namespace).toBe('bitcoin')
  expect(BITCOIN_EN.insufficientBalance).toBe('Insufficient balance')
  expect(BITCOIN_EN.somethingWentWrong).toBe('Something went wrong')
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
  for (const load of Object.values(BITCOIN_MESSAGES.locales)) {
    const { default: texts } = (await load()) as { default: Record<string, string> }
    expect(Object.keys(texts).sort()).toEqual(Object.keys(BITCOIN_EN).sort())
    for (const [key, text] of Object.entries(texts)) {
      const english = BITCOIN_EN[key as keyof typeof BITCOIN_EN]
      expect(text, key).not.toBe(english)
      expect(placeholders(text), key).toEqual(placeholders(english))
    }
  }
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  activeFrameDirection,
  applyFrameLanguage,
  chooseFrameLocale,
  FRAME_TEXTS_AR,
  FRAME_TEXTS_EN,
  FRAME_TEXTS_ES,
  fill,
  frameLocale,
  texts,
} from './texts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the frame texts', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    chooseFrameLocale('en')
  })

  it('has every English key in Spanish, non-empty, with the same placeholders', () => {
    expect(Object.keys(FRAME_TEXTS_ES).sort()).toEqual(Object.keys(FRAME_TEXTS_EN).sort())
    for (const [key, english] of Object.entries(FRAME_TEXTS_EN)) {
      const spanish = FRAME_TEXTS_ES[key as keyof typeof FRAME_TEXTS_EN]
      expect(spanish.trim(), key).not.toBe('')
      expect(placeholders(spanish), key).toEqual(placeholders(english))
    }
  })

  it('has exactly the English keys in Arabic, translated, with the same placeholders', () => {
    expect(Object.keys(FRAME_TEXTS_AR).sort()).toEqual(Object.keys(FRAME_TEXTS_EN).sort())
    const arabicLetter = /[\u0600-\u06FF]/
    for (const [key, english] of Object.entries(FRAME_TEXTS_EN)) {
      const arabic = FRAME_TEXTS_AR[key as keyof typeof FRAME_TEXTS_EN]
      expect(arabic, key).toMatch(arabicLetter)
      expect(arabic, key).not.toBe(english)
      expect(placeholders(arabic), key).toEqual(placeholders(english))
    }
  })

  it('writes Arabic right to left on the page root, the other languages left to right', () => {
    const root = { lang: '', dir: '' }
    expect(chooseFrameLocale('ar-EG')).toBe('ar')
    applyFrameLanguage(root)
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(activeFrameDirection()).toBe('rtl')
    chooseFrameLocale('es')
    applyFrameLanguage(root)
    expect(root).toEqual({ lang: 'es', dir: 'ltr' })
  })

  it('picks the first language that has texts, by primary subtag; English otherwise', () => {
    expect(frameLocale(['es-MX'])).toBe('es')
    expect(frameLocale(['fr-FR', 'ES'])).toBe('es')
    expect(frameLocale(['fr', 'de'])).toBe('en')
    expect(frameLocale(['fr', 'ar-SA'])).toBe('ar')
    expect(frameLocale([])).toBe('en')
    expect(frameLocale(['__proto__', 'constructor', 'es'])).toBe('es')
    expect(frameLocale(['"><script>', 'toString'])).toBe('en')
  })

  it('prefers the locale the app asked for, then the browser languages', () => {
    vi.stubGlobal('navigator', { languages: ['es-ES', 'en'], language: 'es-ES' })
    expect(chooseFrameLocale(null)).toBe('es')
    expect(texts().approve).toBe('Aprobar')
    expect(chooseFrameLocale('en-GB')).toBe('en')
    expect(texts().approve).toBe('Approve')
    expect(chooseFrameLocale('not a tag')).toBe('es')
  })

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(fill(FRAME_TEXTS_ES.sendTo, { amount: '1 SOL', to: 'Fx1' })).toBe('1 SOL a Fx1')
    expect(fill('{a} {b}', { a: 'x' })).toBe('x {b}')
  })

  it('isolates each value in Arabic (the text form of <bdi>), and only there', () => {
    const values = { amount: '-0.01 ETH', to: '0xAbC' }
    expect(fill(FRAME_TEXTS_EN.sendTo, values)).toBe('-0.01 ETH to 0xAbC')
    chooseFrameLocale('ar')
    const arabic = fill(FRAME_TEXTS_AR.sendTo, values)
    expect(arabic).toContain('\u2068-0.01 ETH\u2069')
    expect(arabic).toContain('\u20680xAbC\u2069')
    expect(arabic.replace(/[\u2068\u2069]/g, '')).toBe(
      FRAME_TEXTS_AR.sendTo.replace('{amount}', '-0.01 ETH').replace('{to}', '0xAbC'),
    )
  })
})

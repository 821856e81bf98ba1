// The formatter and the messages store: placeholders, plurals, Intl formatting, English fallback with a
// development warning, lazy locale chunks, translation of texts handed over in English, typed keys.
import { createAirlock, createMemoryBackend, definePlugin, type PluginMessages } from '@airlock/kernel'
import { describe, expect, expectTypeOf, test, vi } from 'vitest'
import { testNetwork } from '../test-support/testChain'
import { formatCurrency, formatDate, formatMessage, formatNumber } from './format'
import { localeDirection, matchLocale } from './locale'
import { MessagesStore } from './MessagesStore'
import type { Translate } from './types'

describe('formatMessage', () => {
  test('replaces typed parameters and formats numbers in the locale', () => {
    expect(formatMessage('Please try again after {seconds} seconds', 'en', { seconds: 30 })).toBe(
      'Please try again after 30 seconds',
    )
    expect(formatMessage('{n} ETH', 'en', { n: 1234.5 })).toBe('1,234.5 ETH')
    expect(formatMessage('{n} ETH', 'es', { n: 1234.5 })).toBe('1234,5 ETH')
    expect(formatMessage('{n}', 'de', { n: 1234567.5 })).toBe('1.234.567,5')
    expect(formatMessage('{n}', 'ar-EG', { n: 12 })).toBe('١٢')
    expect(formatMessage('Hello {who}', 'en')).toBe('Hello {who}')
  })

  test('chooses the plural form with Intl.PluralRules (zero, one, two, few, many, other)', () => {
    const wallets = { zero: 'no wallets', one: '{count} wallet', other: '{count} wallets' }
    expect(formatMessage(wallets, 'en', { count: 0 })).toBe('no wallets')
    expect(formatMessage(wallets, 'en', { count: 1 })).toBe('1 wallet')
    expect(formatMessage(wallets, 'en', { count: 1500 })).toBe('1,500 wallets')
    const ar = {
      one: 'محفظة واحدة',
      two: 'محفظتان',
      few: '{count} محافظ',
      many: '{count} محفظة',
      other: '{count} محفظة',
    }
    expect(formatMessage(ar, 'ar', { count: 2 })).toBe('محفظتان')
    expect(formatMessage(ar, 'ar', { count: 3 })).toBe('3 محافظ')
    expect(formatMessage(ar, 'ar', { count: 11 })).toBe('11 محفظة')
    expect(formatMessage({ other: '{count} x' }, 'en', { count: 1 })).toBe('1 x')
  })

  test('numbers, currencies and dates go through Intl in the given locale', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatCurrency(3.5, 'USD', 'en')).toBe('$3.50')
    expect(formatCurrency(3.5, 'USD', 'es')).toMatch(/^3,50\s?US\$$/)
    const day = new Date(Date.UTC(2026, 10, 23, 12))
    expect(formatDate(day, 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 23, 2026')
    expect(formatDate(day, 'es', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('23 nov 2026')
    expect(formatMessage('on {day}', 'en', { day })).toMatch(/^on Nov 2[23], 2026$/)
  })
})

describe('locale', () => {
  test('matches the wanted tags to the available locales, else English', () => {
    expect(matchLocale(['es-MX'], ['en', 'es', 'ar'])).toBe('es')
    expect(matchLocale(['fr-FR', 'ar-SA'], ['en', 'es', 'ar'])).toBe('ar')
    expect(matchLocale(['fr'], ['en', 'es'])).toBe('en')
    expect(localeDirection('ar-EG')).toBe('rtl')
    expect(localeDirection('he')).toBe('rtl')
    expect(localeDirection('es')).toBe('ltr')
  })
})

const EN = {
  hello: 'Hello {name}',
  wallets: { one: '{count} wallet', other: '{count} wallets' },
  bye: 'Goodbye',
  title: 'Greetings',
} as const

describe('MessagesStore', () => {
  async function setUp(catalogue: PluginMessages<typeof EN>) {
    const warn = vi.fn<(message: string) => void>()
    const greeter = definePlugin({
      name: 'greeter',
      setup: (ctx) => {
        ctx.contribute('messages', catalogue as PluginMessages)
      },
    })
    const airlock = createAirlock({
      projectId: 'test-project',
      metadata: { name: 'i18n test', description: 'messages', url: 'http://127.0.0.1', icons: [] },
      networks: [testNetwork],
      storage: createMemoryBackend(),
      plugins: [greeter],
    } as never)
    await airlock.ready
    const store = new MessagesStore(airlock, { warn })
    return { airlock, store, warn }
  }

  test('a contributed catalogue loads its locale chunk only when chosen; a missing key falls back to English and warns once', async () => {
    const es = vi.fn(async () => ({
      default: {
        hello: 'Hola {name}',
        wallets: { one: '{count} billetera', other: '{count} billeteras' },
        title: 'Saludos',
      },
    }))
    const catalogue: PluginMessages<typeof EN> = { namespace: 'greeter', en: EN, locales: { es } }
    const { airlock, store, warn } = await setUp(catalogue)
    expect(store.format(catalogue, 'hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(es).not.toHaveBeenCalled()
    expect(store.availableLocales).toEqual(['en', 'es'])

    await store.setLocale('es')
    expect(es).toHaveBeenCalledTimes(1)
    expect(store.locale).toBe('es')
    expect(store.dir).toBe('ltr')
    expect(store.format(catalogue, 'hello', { name: 'Ada' })).toBe('Hola Ada')
    expect(store.format(catalogue, 'wallets', { count: 1200 })).toBe('1200 billeteras')
    expect(store.format(catalogue, 'bye')).toBe('Goodbye')
    expect(store.format(catalogue, 'bye')).toBe('Goodbye')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain("No 'es' text for greeter.bye")

    // Fixed texts handed over in English (titles, labels) are found by their exact English text; a text
    // with parameters is never matched (errors and notices are translated by their message key).
    expect(store.translate('Greetings')).toBe('Saludos')
    expect(store.translate('Hello Grace')).toBe('Hello Grace')
    expect(store.formatKey({ namespace: 'greeter', key: 'hello', params: { name: 'Grace' } })).toBe(
      'Hola Grace',
    )
    expect(store.formatKey({ namespace: 'greeter', key: 'unknown' })).toBeUndefined()
    expect(store.translate('Not a catalogue text')).toBe('Not a catalogue text')

    // Browser choice: the first preferred language available; an unknown one is English.
    await store.setLocale('browser', ['fr-FR', 'es-AR'])
    expect(store.locale).toBe('es')
    await store.setLocale('browser', ['fr-FR'])
    expect(store.locale).toBe('en')
    expect(es).toHaveBeenCalledTimes(1)
    store.dispose()
    await airlock.destroy()
  })

  test('a later choice wins over an earlier one still loading', async () => {
    let release: () => void = () => undefined
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    const catalogue: PluginMessages<typeof EN> = {
      namespace: 'greeter',
      en: EN,
      locales: {
        es: async () => {
          await slow
          return { default: { bye: 'Adiós' } }
        },
        ar: async () => ({ default: { bye: 'مع السلامة' } }),
      },
    }
    const { airlock, store } = await setUp(catalogue)
    const first = store.setLocale('es')
    await store.setLocale('ar')
    release()
    await first
    expect(store.locale).toBe('ar')
    expect(store.dir).toBe('rtl')
    expect(store.format(catalogue, 'bye')).toBe('مع السلامة')
    store.dispose()
    await airlock.destroy()
  })

  test('keys and parameters are typed', () => {
    const t = ((key: string) => key) as Translate<typeof EN>
    expectTypeOf(t).toBeFunction()
    t('hello', { name: 'Ada' })
    t('wallets', { count: 2 })
    t('bye')
    // @ts-expect-error: an unknown key is a type error
    t('missing')
    // @ts-expect-error: a text with placeholders needs its parameters
    t('hello')
    // @ts-expect-error: a parameter's name is checked
    t('hello', { nom: 'Ada' })
    // @ts-expect-error: the plural count is a number
    t('wallets', { count: 'two' })
  })
})

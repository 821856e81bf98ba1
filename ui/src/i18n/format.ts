// The message formatter: placeholders, plurals (Intl.PluralRules), numbers and dates (Intl) in a locale.
import type { MessageText } from '@airlock/kernel'
import type { ParamValue } from './types'

const PLACEHOLDER = /\{(\w+)\}/g

/** Formats one placeholder value in `locale`: numbers and bigints with `Intl.NumberFormat`, dates with `Intl.DateTimeFormat`. */
export function formatValue(value: ParamValue, locale: string): string {
  if (typeof value === 'number' || typeof value === 'bigint') return formatNumber(value, locale)
  if (value instanceof Date) return formatDate(value, locale)
  return value
}

/** A number in `locale` (`1,234.5` in en, `1.234,5` in es, Arabic-Indic digits in ar). */
export function formatNumber(
  value: number | bigint,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value)
}

/** An amount of a currency in `locale` (`formatCurrency(3.5, 'USD', 'es')` → `3,50 US$`). */
export function formatCurrency(value: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  if (!RTL.test(locale)) return format.format(value)
  // Right to left, a Latin symbol ('US$') is isolated left to right, or its '$' would flip to 'US' 's other
  // side ('$US'): the locale's order of number and symbol stays, the symbol reads as written.
  return format
    .formatToParts(value)
    .map((part) =>
      part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value,
    )
    .join('')
}

/** Languages written right to left. */
const RTL = /^(ar|he|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i

/** A date in `locale` (medium date, short time unless `options` say otherwise). */
export function formatDate(value: Date, locale: string, options?: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, options ?? { dateStyle: 'medium' }).format(value)
}

/**
 * Formats `message` in `locale`: picks the plural form for `params.count`, then replaces each
 * `{name}` with its formatted parameter (a placeholder without a value is left as it is).
 */
export function formatMessage(
  message: MessageText,
  locale: string,
  params: Readonly<Record<string, ParamValue>> = {},
): string {
  const text = typeof message === 'string' ? message : pluralForm(message, locale, params.count)
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : formatValue(value, locale)
  })
}

function pluralForm(
  message: Exclude<MessageText, string>,
  locale: string,
  count: ParamValue | undefined,
): string {
  const n = typeof count === 'number' ? count : Number(count ?? 0)
  // An exact zero form wins where the locale's rules put zero elsewhere (en: "other").
  if (n === 0 && message.zero !== undefined) return message.zero
  const category = new Intl.PluralRules(locale).select(n) as keyof typeof message
  return message[category] ?? message.other
}

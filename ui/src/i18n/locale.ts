// Locale resolution: the host's choice or the browser's languages, matched to the available locales.

/** The locale the UI is written in; every catalogue has it, and it is the fallback of every other one. */
export const DEFAULT_LOCALE = 'en'

/** Right-to-left scripts' languages. */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'])

/** `'rtl'` for a right-to-left language (`ar`, `he`, `fa`…), else `'ltr'`. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL.has(baseLanguage(locale)) ? 'rtl' : 'ltr'
}

/** The language subtag of a BCP 47 tag (`es` of `es-MX`). */
export function baseLanguage(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? locale
}

/**
 * The available locale that best serves `wanted` (in order): an exact tag, else the same language
 * (`es-MX` → `es`), else English.
 */
export function matchLocale(wanted: readonly string[], available: readonly string[]): string {
  const lower = available.map((l) => l.toLowerCase())
  for (const tag of wanted) {
    const exact = lower.indexOf(tag.toLowerCase())
    if (exact >= 0) return available[exact] as string
    const base = lower.indexOf(baseLanguage(tag))
    if (base >= 0) return available[base] as string
  }
  return DEFAULT_LOCALE
}

/** The browser's preferred languages (empty outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

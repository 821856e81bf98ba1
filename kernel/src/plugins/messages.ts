// Message catalogues (types only: nothing here reaches the kernel's bundle). A package's user-visible
// texts are a catalogue of keys with their English text; other locales are lazy chunks. A plugin
// offers its catalogue with `ctx.contribute('messages', …)`; the UI formats and shows it in the
// visitor's locale (the formatter lives in `@airlock/ui`, never in the kernel's eager path).

/** Plural forms of a message, chosen by its `count` parameter (`Intl.PluralRules` categories). */
export interface PluralMessage {
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  /** The form every locale has; used when the category's own form is absent. */
  other: string
}

/** One message: a text with `{param}` placeholders, or its plural forms. */
export type MessageText = string | PluralMessage

/** A catalogue: message keys and their texts in one locale. */
export type MessageCatalogue = { readonly [key: string]: MessageText }

/** The translation of a catalogue `C` into another locale; a key left out falls back to English. */
export type MessageTranslation<C extends MessageCatalogue = MessageCatalogue> = {
  readonly [K in keyof C]?: MessageText
}

/**
 * A package's messages: its namespace, its English catalogue (the reference, and the type of its
 * keys) and a lazy loader per other locale, so each locale is its own chunk loaded only when chosen.
 *
 * @example
 * const MESSAGES = {
 *   namespace: 'tips',
 *   en: { title: 'Tip', sent: 'Sent {amount}' },
 *   locales: { es: () => import('./i18n/es') },
 * } satisfies PluginMessages
 * ctx.contribute('messages', MESSAGES) // in setup: a lazy plugin's messages load with its chunk
 */
export interface PluginMessages<C extends MessageCatalogue = MessageCatalogue> {
  /** Unique name of the catalogue (the package or plugin name). */
  namespace: string
  /** The English texts: every key, with the spec's exact texts where the spec gives them. */
  en: C
  /** Lazy loaders of the other locales, by BCP 47 language tag (`es`, `ar`). */
  locales?: {
    readonly [locale: string]: () => Promise<{ default: MessageTranslation<C> }>
  }
}

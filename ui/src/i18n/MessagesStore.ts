// The messages of one Airlock instance: the active locale, the catalogues (the UI's own and every
// plugin's `messages` contribution) and their loaded translations. Texts come out formatted in the
// active locale; a key a translation lacks falls back to English and is reported once in development.
import type {
  Airlock,
  MessageCatalogue,
  MessageKey,
  MessageText,
  MessageTranslation,
  PluginMessages,
} from '@airlock/kernel'
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx'
import { formatMessage } from './format'
import { DEFAULT_LOCALE, localeDirection, matchLocale } from './locale'
import type { ParamValue } from './types'

/** Options of a {@link MessagesStore}. */
export interface MessagesStoreOptions {
  /** Reports a key missing from a translation (default: `console.warn` unless NODE_ENV is production). */
  warn?: (message: string) => void
}

const isProduction = (): boolean =>
  (globalThis as { process?: { env?: { NODE_ENV?: string } } }).process?.env?.NODE_ENV === 'production'

/** A reverse-lookup entry: the catalogue and key of an English text. */
interface KnownText {
  catalogue: PluginMessages
  key: string
}

/** Locale, catalogues and translations of one instance (observable; see {@link messagesOf}). */
export class MessagesStore {
  /** The active locale (a BCP 47 tag; `en` until another one has loaded). */
  locale = DEFAULT_LOCALE
  /** Bumped whenever a translation arrives, so readers re-render. */
  version = 0
  private readonly adopted = observable.array<PluginMessages>([], { deep: false })
  private readonly adopting = new Set<PluginMessages>()
  private readonly loaded = new Map<string, MessageTranslation>()
  private readonly loading = new Map<string, Promise<void>>()
  private readonly warned = new Set<string>()
  private readonly warn: (message: string) => void
  private requested = DEFAULT_LOCALE
  private readonly stopFollowing: () => void

  constructor(
    private readonly airlock: Airlock,
    options: MessagesStoreOptions = {},
  ) {
    this.warn = options.warn ?? ((message) => (isProduction() ? undefined : console.warn(message)))
    makeObservable<MessagesStore, 'bump'>(this, {
      locale: observable,
      version: observable,
      catalogues: computed,
      knownTexts: computed,
      dir: computed,
      bump: action,
    })
    // A catalogue arriving later (a lazy plugin set up after the choice) loads the active locale's chunk.
    this.stopFollowing = reaction(
      () => this.catalogues.length,
      () => void this.loadAll(this.requested).then(() => this.bump()),
    )
  }

  /** Every known catalogue: adopted ones (the UI's) and the instance's `messages` contributions. */
  get catalogues(): readonly PluginMessages[] {
    const seen = new Set<string>()
    return [...this.adopted, ...this.airlock.get((s) => s.contributions('messages'))].filter((c) => {
      if (seen.has(c.namespace)) return false
      seen.add(c.namespace)
      return true
    })
  }

  /** `rtl` for a right-to-left locale, else `ltr`. */
  get dir(): 'ltr' | 'rtl' {
    return localeDirection(this.locale)
  }

  /** Every locale some catalogue ships (English first). */
  get availableLocales(): readonly string[] {
    const all = new Set([DEFAULT_LOCALE])
    for (const c of this.catalogues) for (const l of Object.keys(c.locales ?? {})) all.add(l)
    return [...all]
  }

  /**
   * Switches to `locale` (`'browser'`: the browser's preferred language among the available ones).
   * Its chunks load first, then every text changes at once; a later call wins over an earlier one.
   */
  async setLocale(locale: string, browser: readonly string[] = []): Promise<void> {
    const wanted = locale === 'browser' ? browser : [locale]
    const tag = matchLocale(wanted, this.availableLocales)
    this.requested = tag
    await this.loadAll(tag)
    if (this.requested !== tag) return
    runInAction(() => {
      this.locale = tag
      this.version++
    })
  }

  /** Makes a catalogue known (the UI's own ones; plugins contribute theirs). Idempotent. */
  adopt(catalogue: PluginMessages): void {
    if (this.adopting.has(catalogue)) return
    this.adopting.add(catalogue)
    // Called while a component renders: the observable change waits for the render to end, so no other
    // component is updated in the middle of it (React warns about that).
    queueMicrotask(() => runInAction(() => this.adopted.push(catalogue)))
  }

  /** The text of `key` in `catalogue`, formatted in the active locale (English when the locale lacks it). */
  format<C extends MessageCatalogue>(
    catalogue: PluginMessages<C>,
    key: keyof C & string,
    params?: Readonly<Record<string, ParamValue>>,
  ): string {
    const english = catalogue.en[key] as MessageText | undefined
    if (english === undefined) return key
    if (this.locale === DEFAULT_LOCALE) return formatMessage(english, DEFAULT_LOCALE, params)
    const translated = this.loaded.get(chunkId(this.locale, catalogue.namespace))?.[key]
    if (translated !== undefined) return formatMessage(translated, this.locale, params)
    const id = `${this.locale}:${catalogue.namespace}:${key}`
    if (!this.warned.has(id)) {
      this.warned.add(id)
      this.warn(
        `[airlock] No '${this.locale}' text for ${catalogue.namespace}.${key}; showing the English text.`,
      )
    }
    return formatMessage(english, this.locale, params)
  }

  /**
   * Translates a text that crossed the contract as English: a view title or a slot label, the exact
   * English text of a key of a known catalogue, in the active locale; an unknown text is returned as it
   * is. Errors and notices are translated by their key instead ({@link formatKey}).
   */
  translate(text: string): string {
    if (this.locale === DEFAULT_LOCALE) return text
    const exact = this.knownTexts.get(text)
    return exact ? this.format(exact.catalogue, exact.key) : text
  }

  /**
   * The text of a message key (an error's or a notice's) in the active locale, with its parameters;
   * undefined when no known catalogue has that namespace and key.
   */
  formatKey(messageKey: MessageKey): string | undefined {
    const catalogue = this.catalogues.find((c) => c.namespace === messageKey.namespace)
    if (catalogue?.en[messageKey.key] === undefined) return undefined
    return this.format(catalogue, messageKey.key, messageKey.params)
  }

  /** English texts without placeholders of every catalogue, by text (the first catalogue's wins). */
  get knownTexts(): ReadonlyMap<string, KnownText> {
    const map = new Map<string, KnownText>()
    for (const catalogue of this.catalogues) {
      for (const [key, message] of Object.entries(catalogue.en)) {
        if (typeof message === 'string' && !message.includes('{') && !map.has(message)) {
          map.set(message, { catalogue, key })
        }
      }
    }
    return map
  }

  /** Stops following new catalogues. */
  dispose(): void {
    this.stopFollowing()
  }

  private bump(): void {
    this.version++
  }

  private async loadAll(locale: string): Promise<void> {
    if (locale === DEFAULT_LOCALE) return
    await Promise.all(this.catalogues.map((c) => this.load(c, locale)))
  }

  private load(catalogue: PluginMessages, locale: string): Promise<void> {
    const id = chunkId(locale, catalogue.namespace)
    const loader = catalogue.locales?.[locale]
    if (!loader || this.loaded.has(id)) return Promise.resolve()
    let pending = this.loading.get(id)
    if (!pending) {
      pending = loader().then(
        (module) => {
          this.loaded.set(id, module.default)
        },
        (error: unknown) => {
          this.loading.delete(id)
          this.warn(
            `[airlock] The '${locale}' texts of ${catalogue.namespace} failed to load: ${String(error)}`,
          )
        },
      )
      this.loading.set(id, pending)
    }
    return pending
  }
}

const chunkId = (locale: string, namespace: string) => `${locale}\u0000${namespace}`

const stores = new WeakMap<Airlock, MessagesStore>()

/** The messages store of `airlock` (made on first use; one per instance). */
export function messagesOf(airlock: Airlock): MessagesStore {
  let store = stores.get(airlock)
  if (!store) {
    store = new MessagesStore(airlock)
    stores.set(airlock, store)
  }
  return store
}

// The root of the plugin's errors, apart from the other classes (errors.ts): a bundler that splits code puts
// every class of a module the page and the lazy adapter share into the page's chunk. It reads the English
// catalogue, which loads with the adapter's first use (the network definitions' error does not need it).
import { BITCOIN_EN, type BitcoinMessageKey } from './messages'

/** Arguments every Bitcoin error takes. */
export interface BitcoinErrorParameters {
  /** The underlying error. */
  cause?: unknown
  /** Technical details (for developers), shown under the short message. */
  details?: string
  /** Documentation path, e.g. '/plugins/bitcoin#addresses'. */
  docsPath?: string
  /** Values for the `{param}` placeholders of the message. */
  params?: Readonly<Record<string, string>>
}

/** Fills `{param}` placeholders of an English text. */
function fill(text: string, params: Readonly<Record<string, string>> | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params?.[name] ?? whole)
}

/**
 * The root of the plugin's errors: `messageKey` names the visitor's text in the catalogue (`BITCOIN_EN`),
 * `shortMessage` is that text in English with its parameters filled in.
 *
 * @example
 * try { parseBitcoinAddress(text, bitcoinRegtest) } catch (e) { if (e instanceof BitcoinError) show(e.messageKey, e.params) }
 */
export class BitcoinError extends Error {
  /** The visitor-facing text in English. */
  readonly shortMessage: string
  /** The catalogue key of the visitor-facing text. */
  readonly messageKey: BitcoinMessageKey
  /** Placeholder values of the text. */
  readonly params: Readonly<Record<string, string>>
  /** Technical details. */
  readonly details: string
  /** Documentation path. */
  readonly docsPath: string | undefined
  override name = 'BitcoinError'

  constructor(messageKey: BitcoinMessageKey, args: BitcoinErrorParameters = {}) {
    const shortMessage = fill(BITCOIN_EN[messageKey], args.params)
    const details =
      args.details ??
      (args.cause instanceof Error ? args.cause.message : typeof args.cause === 'string' ? args.cause : '')
    const message = [
      shortMessage,
      ...(args.docsPath || details ? [''] : []),
      ...(args.docsPath ? [`Docs: ${args.docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ].join('\n')
    super(message, args.cause === undefined ? undefined : { cause: args.cause })
    this.shortMessage = shortMessage
    this.messageKey = messageKey
    this.params = Object.freeze({ ...args.params })
    this.details = details
    this.docsPath = args.docsPath
  }
}

/**
 * The visitor-facing text of an error or notice, by key: the catalogue's namespace (`'kernel'`, or a
 * plugin's `PluginMessages.namespace`), the message's key in it and its `{placeholder}` values. A UI
 * shows the text of the key in the visitor's locale; the English text stays the error's `shortMessage`.
 *
 * @example
 * new BaseError('Please enter a valid amount', { messageKey: { namespace: 'acme', key: 'badAmount' } })
 */
export interface MessageKey {
  /** The catalogue's namespace: 'kernel' or a plugin's. */
  readonly namespace: string
  /** The message's key in that catalogue. */
  readonly key: string
  /** Values of the message's `{placeholders}`. */
  readonly params?: Readonly<Record<string, string | number>>
}

/** Arguments shared by every Airlock error: what went wrong underneath, and where to read more. */
export type BaseErrorParameters = {
  /** The catalogue key of the text a visitor sees (absent: the error is not meant for visitors). */
  messageKey?: MessageKey | undefined
  /** The underlying error; its message becomes `details` when no details are given. */
  cause?: unknown
  /** Technical details shown under the short message. */
  details?: string
  /** Path of the documentation page that explains this error, e.g. '/errors#network-not-found'. */
  docsPath?: string
  /** Extra lines printed between the short message and the details. */
  metaMessages?: string[]
  /** Overrides the class name (useful for subclasses created from data). */
  name?: string
}

/** Any error type that `walk()` can visit. */
export type ErrorWithCause = Error & { cause?: unknown }

/**
 * The root of every error Airlock throws, in viem's style: a user-facing `shortMessage`, optional
 * `details`, `metaMessages` and `docsPath`, the original `cause`, and `walk()` down the cause chain.
 *
 * @example
 * throw new BaseError('Network not found', { details: 'acme:99 is not configured' })
 */
export class BaseError extends Error {
  /** The user-facing message, without details. */
  readonly shortMessage: string
  /** Technical details (the cause's message when no details were given). */
  readonly details: string
  /** Documentation path for this error, if any. */
  readonly docsPath: string | undefined
  /** Extra context lines. */
  readonly metaMessages: string[] | undefined
  /** The catalogue key of the visitor-facing text; undefined: not meant for visitors (a UI shows its fallback). */
  readonly messageKey: MessageKey | undefined
  /** The plugin and hook that threw it, stamped by the kernel when a plugin's hook or set-up throws it. */
  origin: { readonly plugin: string; readonly hook: string } | undefined
  override name = 'BaseError'

  constructor(shortMessage: string, args: BaseErrorParameters = {}) {
    const details = resolveDetails(args)
    const docsPath = args.cause instanceof BaseError ? (args.cause.docsPath ?? args.docsPath) : args.docsPath
    const message = [
      shortMessage || 'An error occurred.',
      ...(args.metaMessages?.length ? ['', ...args.metaMessages] : []),
      ...(docsPath || details ? [''] : []),
      ...(docsPath ? [`Docs: ${docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ].join('\n')
    super(message, args.cause === undefined ? undefined : { cause: args.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = args.metaMessages
    this.messageKey = args.messageKey
    this.origin = undefined
    if (args.name) this.name = args.name
  }

  /** Returns the deepest error in the cause chain. */
  walk(): Error
  /** Returns the first error in the cause chain (this one included) for which `fn` is true, or null. */
  walk(fn: (err: unknown) => boolean): Error | null
  walk(fn?: (err: unknown) => boolean): Error | null {
    return walk(this, fn)
  }
}

function resolveDetails(args: BaseErrorParameters): string {
  if (args.details !== undefined) return args.details
  if (args.cause instanceof BaseError) return args.cause.details
  if (args.cause instanceof Error) return args.cause.message
  if (typeof args.cause === 'string') return args.cause
  return ''
}

/** Walks an error's cause chain; without `fn` returns the deepest error, with `fn` the first match or null. */
export function walk(err: unknown, fn?: (err: unknown) => boolean): Error | null {
  if (fn?.(err)) return err as Error
  if (err && typeof err === 'object' && 'cause' in err && err.cause !== undefined) return walk(err.cause, fn)
  return fn ? null : (err as Error)
}

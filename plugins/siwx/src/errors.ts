// The package's error base. It mirrors the kernel's BaseError fields (shortMessage, details, docsPath)
// without importing the kernel: the message module and the options checks run before, or without, an
// Airlock instance (on a server, in a build step).

/** Arguments of {@link SiwxError}. */
export interface SiwxErrorParameters {
  /** Technical details printed under the short message. */
  details?: string
  /** Documentation path, e.g. '/plugins/siwx#messages'. */
  docsPath?: string
  /** The underlying error. */
  cause?: unknown
}

/**
 * The root of the errors `@airlock/siwx` throws: a `code` to tell them apart (never their English text),
 * the `shortMessage` a UI may show, and `details` for developers.
 *
 * @example
 * try { parseSiwxMessage(text) } catch (e) { if (e instanceof SiwxError && e.code === 'MALFORMED_MESSAGE') … }
 */
export class SiwxError<Code extends string = string> extends Error {
  /** What went wrong, in one line. */
  readonly shortMessage: string
  /** Technical details ('' when none). */
  readonly details: string
  /** Documentation path, if any. */
  readonly docsPath: string | undefined
  /** Stable identifier of the failure. */
  readonly code: Code
  override name = 'SiwxError'

  constructor(code: Code, shortMessage: string, args: SiwxErrorParameters = {}) {
    const details = args.details ?? ''
    const message = [
      shortMessage,
      ...(args.docsPath || details ? [''] : []),
      ...(args.docsPath ? [`Docs: ${args.docsPath}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ].join('\n')
    super(message, args.cause === undefined ? undefined : { cause: args.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = args.docsPath
  }
}

// What a visitor is told about a failure, told apart by class and message key, never by English text: a
// rejection is 'Signature declined'; an Airlock error carrying its own visitor text (its key, or a cause's)
// keeps it; anything else gets the caller's fallback. The UI shows the key's text in the visitor's locale.
import {
  BaseError,
  ERROR_MESSAGES,
  isUserRejection,
  SendTransactionError,
  SignatureDeclinedError,
  walk,
} from '@airlock/kernel'

/** Keys that say nothing about why something failed: an error carrying one gets the caller's fallback. */
const GENERIC_KEYS: ReadonlySet<string> = new Set(['somethingWentWrong', 'unknownError'])

/** 'Something went wrong', as a visitor-facing error. */
export function somethingWentWrong(cause?: unknown): BaseError {
  return new BaseError(ERROR_MESSAGES.somethingWentWrong, {
    cause,
    messageKey: { namespace: 'kernel', key: 'somethingWentWrong' },
  })
}

/**
 * The visitor-facing error of a failure: a `SignatureDeclinedError` for a rejection (RPC 4001 or 5000
 * anywhere in the cause chain), the first error in the chain whose key says why, else `fallback(cause)`
 * ('Something went wrong' by default).
 *
 * @example
 * airlock.notify(visitorError(cause))
 */
export function visitorError(
  cause: unknown,
  fallback: (cause: unknown) => BaseError = somethingWentWrong,
): BaseError {
  if (isUserRejection(cause))
    return cause instanceof SignatureDeclinedError ? cause : new SignatureDeclinedError({ cause })
  const own = walk(
    cause,
    (e) => e instanceof BaseError && e.messageKey !== undefined && !GENERIC_KEYS.has(e.messageKey.key),
  )
  return own instanceof BaseError ? own : fallback(cause)
}

/**
 * The visitor-facing error of a failed send (its preview or the send itself): as `visitorError`, with
 * 'Failed to send transaction. Please try again.' as the fallback.
 */
export function sendError(cause: unknown): BaseError {
  return visitorError(cause, (c) => new SendTransactionError({ cause: c }))
}

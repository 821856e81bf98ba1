// Swap errors as the kernel's errors: a SwapError keeps its own class (tests tell them apart by class)
// and becomes the cause of a BaseError whose message key names the swap catalogue, so the snackbar and
// ui's useErrorText show it in the visitor's locale.
import { BaseError } from '@airlock/kernel'
import { SwapError } from '../errors'

/** The catalogue namespace of the swap's texts. */
export const SWAP_NAMESPACE = 'swap'

/** Any failure as a BaseError a view or the snackbar can show (a SwapError keeps its key and is the cause). */
export function toVisitorError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  if (error instanceof SwapError) {
    return new BaseError(error.shortMessage, {
      messageKey: { namespace: SWAP_NAMESPACE, key: error.messageKey },
      cause: error,
      details: error.details,
      name: error.name,
    })
  }
  return new BaseError('Something went wrong', { cause: error })
}

/** The SwapError in an error's cause chain (itself included), if any. */
export function swapErrorOf(error: unknown): SwapError | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof SwapError) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

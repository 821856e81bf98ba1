// Any failure as the kernel's error a view or the snackbar shows. A SwapError is already a BaseError
// whose message key names the swap catalogue, so ui's useErrorText shows it in the visitor's locale.
import { BaseError } from '@airlock/kernel'
import { SwapError } from '../errors'

/** Any failure as a BaseError a view or the snackbar can show (a SwapError or other BaseError as is). */
export function toVisitorError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
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

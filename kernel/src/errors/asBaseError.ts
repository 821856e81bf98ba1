import { BaseError } from './base'
import { somethingWentWrong } from './messages'

/** `cause` itself when it is an Airlock error, otherwise a BaseError 'Something went wrong' that wraps it. */
export function asBaseError(cause: unknown): BaseError {
  return cause instanceof BaseError ? cause : new BaseError(somethingWentWrong, { cause })
}

import { BaseError } from './base'
import { kernelKey } from './kernelKey'
import { somethingWentWrong } from './messages'

/** `cause` itself when it is an Airlock error, otherwise a BaseError 'Something went wrong' that wraps it. */
export function asBaseError(cause: unknown): BaseError {
  return cause instanceof BaseError
    ? cause
    : new BaseError(somethingWentWrong, { cause, messageKey: kernelKey('somethingWentWrong') })
}

import { BaseError } from './base'
import { nameApiErrorMessage } from './catalogue'

/** A failed name-service call; its message is the API's first reason description, else the fallback. */
export class NameApiError extends BaseError {
  override name = 'NameApiError'
  constructor(args: { body: unknown; fallback: string; cause?: unknown }) {
    super(
      nameApiErrorMessage(args.body, args.fallback),
      args.cause === undefined ? {} : { cause: args.cause },
    )
  }
}

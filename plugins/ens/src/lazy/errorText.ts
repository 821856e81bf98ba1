import { BaseError } from '@airlock/kernel'
import { EnsError, type EnsErrorFallback, NameApiError } from './errors'
import { InvalidChainIdError } from './nameRules'

/**
 * The error shown for a failed name call: the API's reason (a NameApiError anywhere in the cause chain),
 * 'Invalid chainId' for a chain id of 2^31 or more, else the fallback's text. Each carries its message key.
 *
 * @example
 * ctx.notify(nameError(cause, { key: 'errorResolvingName' }))
 */
export function nameError(error: unknown, fallback: EnsErrorFallback): BaseError {
  if (error instanceof BaseError) {
    const known = error.walk((e) => e instanceof NameApiError || e instanceof InvalidChainIdError)
    if (known instanceof BaseError) return known
  }
  return new EnsError(fallback, { cause: error })
}

import { BaseError, NameApiError } from '@airlock/kernel'
import { InvalidChainIdError } from './nameRules'

/**
 * The text shown for a failed name call: the API's first reason (carried by a NameApiError anywhere
 * in the cause chain), 'Invalid chainId' for a chain id of 2^31 or more, else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof BaseError)) return fallback
  const known = error.walk((e) => e instanceof NameApiError || e instanceof InvalidChainIdError)
  return known instanceof BaseError ? known.shortMessage : fallback
}

// Turns a failed wallet or network request into the text the user sees (spec §8 catalogue).
import { BaseError, ERROR_MESSAGES, isUserRejection } from '@airlock/kernel'

/**
 * The text for a failed request: 'Signature declined' when the user rejected it (RPC 4001 or 5000),
 * else the error's short message when it is one of Airlock's errors, else `fallback`.
 *
 * @example
 * userMessage(new UserRejectedRequestError()) // 'Signature declined'
 */
export function userMessage(error: unknown, fallback: string = ERROR_MESSAGES.somethingWentWrong): string {
  if (isUserRejection(error)) return ERROR_MESSAGES.signatureDeclined
  if (error instanceof BaseError && error.shortMessage !== '') return error.shortMessage
  return fallback
}

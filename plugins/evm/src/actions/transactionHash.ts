/**
 * Spec §5: a 0x string of 64 hex digits (or 62 or more, the looser form) is a transaction response;
 * anything else is an object response.
 *
 * @example
 * isTransactionHashResponse('0x' + 'ab'.repeat(32)) // true
 */
export function isTransactionHashResponse(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}

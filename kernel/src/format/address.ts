import { SHORT_ADDRESS_HEAD, SHORT_ADDRESS_TAIL } from './constants'

/** Separator between the kept head and tail of a shortened address. */
export const SHORT_ADDRESS_SEPARATOR = '...'

/**
 * Shortens an address to its first 4 and last 6 characters, joined by '...'. Addresses too short
 * to gain anything are returned unchanged.
 *
 * @example
 * shortenAddress('0x1234567890123456789012345678901234abcdef') // '0x12...abcdef'
 */
export function shortenAddress(
  address: string,
  head = SHORT_ADDRESS_HEAD,
  tail = SHORT_ADDRESS_TAIL,
): string {
  if (address.length <= head + tail + SHORT_ADDRESS_SEPARATOR.length) return address
  return `${address.slice(0, head)}${SHORT_ADDRESS_SEPARATOR}${address.slice(-tail)}`
}

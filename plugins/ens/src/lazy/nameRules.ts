// The account-name rules of spec §5 and the ENSIP-11 coin type (moved from the kernel, which knows no
// feature): letters, digits and hyphens, at least 4 characters; a registration chain id below 2^31.
import { BaseError } from '@airlock/kernel'

/** Minimum account-name length (spec §9). */
export const NAME_MIN_LENGTH = 4

/** Name registration needs a chain id below 2^31 (spec §5). */
export const NAME_REGISTRATION_CHAIN_ID_LIMIT = 2_147_483_648

/** The text of a chain id outside the registration range (spec §5). */
export const INVALID_CHAIN_ID_TEXT = 'Invalid chainId'

/** A chain id outside the name-registration range (must be below 2^31): 'Invalid chainId'. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(chainId: number) {
    super(INVALID_CHAIN_ID_TEXT, { details: `Chain id: ${chainId}` })
  }
}

/**
 * Account name: letters, digits and hyphens only, at least 4 characters.
 *
 * @example
 * isValidAccountName('my-name') // true
 */
export function isValidAccountName(name: string): boolean {
  return name.length >= NAME_MIN_LENGTH && /^[a-zA-Z0-9-]+$/.test(name)
}

/** Throws 'Invalid chainId' unless the chain id is a non-negative integer below 2147483648. */
export function assertRegistrationChainId(chainId: number): void {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= NAME_REGISTRATION_CHAIN_ID_LIMIT) {
    throw new InvalidChainIdError(chainId)
  }
}

/**
 * ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId`; Ethereum mainnet (1) keeps its
 * SLIP-44 coin type 60. Throws 'Invalid chainId' for chain ids of 2^31 or more.
 *
 * @example
 * coinTypeFromChainId(137) // 2147483785
 */
export function coinTypeFromChainId(chainId: number): number {
  assertRegistrationChainId(chainId)
  if (chainId === 1) return 60
  return (NAME_REGISTRATION_CHAIN_ID_LIMIT + chainId) >>> 0
}

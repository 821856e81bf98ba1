import { InvalidChainIdError } from '../errors/validation'
import { NAME_MIN_LENGTH, NAME_REGISTRATION_CHAIN_ID_LIMIT } from '../format/constants'

/** Account name: letters, digits and hyphens only, at least 4 characters. */
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

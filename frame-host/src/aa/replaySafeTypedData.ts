import type { Address, Hex } from 'viem'

/** EIP-712 domain name of AirlockSmartAccount's ERC-1271 messages. */
export const AIRLOCK_ACCOUNT_DOMAIN_NAME = 'Airlock Smart Account'

/** EIP-712 domain version of AirlockSmartAccount's ERC-1271 messages. */
export const AIRLOCK_ACCOUNT_DOMAIN_VERSION = '1'

/** Parameters of replaySafeTypedData. */
export interface ReplaySafeTypedDataParameters {
  /** The smart account the signature is for. */
  account: Address
  chainId: number
  /** The hash the account approves (an EIP-191 message hash, an EIP-712 digest, …). */
  hash: Hex
}

/**
 * The typed data the owner signs so that AirlockSmartAccount's `isValidSignature(hash, signature)`
 * accepts it: `AirlockAccountMessage(hash)` in the account's own EIP-712 domain, which binds the
 * signature to one account on one chain (another account of the same owner rejects it).
 *
 * @example
 * ```ts
 * const signature = await owner.signTypedData(
 *   replaySafeTypedData({ account: smartAccount.address, chainId: 31337, hash: hashMessage('hello') }),
 * )
 * ```
 */
export function replaySafeTypedData({ account, chainId, hash }: ReplaySafeTypedDataParameters) {
  return {
    domain: {
      name: AIRLOCK_ACCOUNT_DOMAIN_NAME,
      version: AIRLOCK_ACCOUNT_DOMAIN_VERSION,
      chainId,
      verifyingContract: account,
    },
    types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockAccountMessage',
    message: { hash },
  } as const
}

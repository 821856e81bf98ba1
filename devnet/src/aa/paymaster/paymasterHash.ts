import { type Address, encodeAbiParameters, type Hex, keccak256, slice } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/** Parameters of paymasterHash. */
export interface PaymasterHashParameters {
  userOperation: UserOperation<'0.8'>
  paymaster: Address
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  chainId: number
  validUntil: number
  validAfter: number
}

/**
 * What AirlockVerifyingPaymaster.getHash computes on chain, computed here from the same packed
 * fields the EntryPoint sees: the paymaster service signs this (EIP-191) to sponsor an operation.
 */
export function paymasterHash(p: PaymasterHashParameters): Hex {
  const packed = toPackedUserOperation({
    ...p.userOperation,
    paymaster: p.paymaster,
    paymasterVerificationGasLimit: p.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: p.paymasterPostOpGasLimit,
    paymasterData: '0x',
  })
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        slice(packed.paymasterAndData, 20, 52),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(p.chainId),
        p.paymaster,
        p.validUntil,
        p.validAfter,
      ],
    ),
  )
}

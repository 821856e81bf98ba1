import { type Address, getAddress, type Hex, isAddress } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'

const hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'expected 0x-prefixed hex')
  .transform((v) => v as Hex)
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity')
  .transform((v) => BigInt(v))
const address = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'expected an address')
  .transform((v) => getAddress(v) as Address)

/**
 * A user operation in the JSON-RPC form of EntryPoint v0.7/v0.8 (ERC-7677's first parameter). Gas
 * fields are optional: a stub request comes before estimation.
 */
export const rpcUserOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.optional().nullable(),
  factoryData: hex.optional().nullable(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymasterVerificationGasLimit: quantity.optional().nullable(),
  paymasterPostOpGasLimit: quantity.optional().nullable(),
  signature: hex.optional(),
})

/** A parsed RPC user operation (bigints). */
export type RpcUserOperationInput = z.infer<typeof rpcUserOperationSchema>

/** ERC-7677's parameters: [userOp, entryPoint, chainId, context]. */
export const paymasterParamsSchema = z.tuple([
  rpcUserOperationSchema,
  address,
  quantity,
  z.unknown().optional(),
])

/** The fields getPaymasterData needs before it can sign (everything the paymaster's hash covers). */
export function completeUserOperation(op: RpcUserOperationInput): UserOperation<'0.8'> | undefined {
  const { callGasLimit, verificationGasLimit, preVerificationGas, maxFeePerGas, maxPriorityFeePerGas } = op
  if (
    callGasLimit === undefined ||
    verificationGasLimit === undefined ||
    preVerificationGas === undefined ||
    maxFeePerGas === undefined ||
    maxPriorityFeePerGas === undefined
  ) {
    return undefined
  }
  return {
    sender: op.sender,
    nonce: op.nonce,
    ...(op.factory ? { factory: op.factory, factoryData: op.factoryData ?? '0x' } : {}),
    callData: op.callData,
    callGasLimit,
    verificationGasLimit,
    preVerificationGas,
    maxFeePerGas,
    maxPriorityFeePerGas,
    signature: op.signature ?? '0x',
  }
}

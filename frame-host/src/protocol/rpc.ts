import * as z from 'zod/mini'
import { MAX_STRING_CHARS } from './constants'
import {
  boundedString,
  chainIdSchema,
  evmAddressSchema,
  hexSchema,
  jsonSchema,
  solanaAddressSchema,
} from './primitives'

/** Methods the frame answers directly (reads, raw sends, capability and asset queries: spec §6). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
] as const

/** Methods the visitor must approve in the frame (spec §6). */
export const APPROVAL_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** A method the frame answers directly. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/** A method that needs the visitor's approval in the frame. */
export type ApprovalRpcMethod = (typeof APPROVAL_RPC_METHODS)[number]
/** Any method the frame knows. */
export type RpcMethod = SafeRpcMethod | ApprovalRpcMethod

const known: ReadonlySet<string> = new Set<string>([...SAFE_RPC_METHODS, ...APPROVAL_RPC_METHODS])
const approval: ReadonlySet<string> = new Set<string>(APPROVAL_RPC_METHODS)

/** Whether `method` is one the frame serves at all. */
export function isKnownRpcMethod(method: unknown): method is RpcMethod {
  return typeof method === 'string' && known.has(method)
}

/** Whether `method` needs the visitor's approval in the frame. */
export function needsApproval(method: string): method is ApprovalRpcMethod {
  return approval.has(method)
}

/** Solana commitment levels (spec §5). */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

const quantity = hexSchema
const blockTag = z.union([quantity, z.enum(['latest', 'earliest', 'pending', 'safe', 'finalized'])])
const base64 = z
  .string()
  .check(z.maxLength(MAX_STRING_CHARS), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64'))
const base58 = z
  .string()
  .check(z.maxLength(MAX_STRING_CHARS), z.regex(/^[1-9A-HJ-NP-Za-km-z]*$/, 'expected base58'))

/** The fields an EVM transaction request and a call share (to, value, data, gas and fee fields). */
const evmRequestFields = {
  to: z.optional(evmAddressSchema),
  value: z.optional(quantity),
  data: z.optional(hexSchema),
  input: z.optional(hexSchema),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
}

/** An EVM transaction request as eth_sendTransaction and eth_call take it. */
export const evmTransactionSchema = z.strictObject({
  from: evmAddressSchema,
  ...evmRequestFields,
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
  type: z.optional(quantity),
})

const callSchema = z.strictObject({ from: z.optional(evmAddressSchema), ...evmRequestFields })

/** EIP-712 typed data: domain, types, primaryType, message. */
export const typedDataSchema = z.strictObject({
  domain: z.record(boundedString(64), jsonSchema),
  types: z.record(
    boundedString(256),
    z.array(z.strictObject({ name: boundedString(256), type: boundedString(256) })).check(z.maxLength(256)),
  ),
  primaryType: boundedString(256),
  message: z.record(boundedString(256), jsonSchema),
})

/** One call of wallet_sendCalls: `to` and `data` start with 0x (spec §5). */
export const sendCallSchema = z.strictObject({
  to: hexSchema,
  data: z.optional(hexSchema),
  value: z.optional(quantity),
  capabilities: z.optional(z.record(boundedString(64), jsonSchema)),
})

const userOperationSchema = z.record(boundedString(64), z.union([hexSchema, z.null()]))

const solanaOptions = z.optional(
  z.strictObject({
    commitment: z.optional(z.enum(SOLANA_COMMITMENTS)),
    preflightCommitment: z.optional(z.enum(SOLANA_COMMITMENTS)),
    skipPreflight: z.optional(z.boolean()),
    maxRetries: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
    minContextSlot: z.optional(z.int().check(z.minimum(0))),
  }),
)

const empty = z.optional(z.tuple([]))
const json = (max: number) => z.array(jsonSchema).check(z.maxLength(max))

/** Parameter schema of every known method (no `any`: each method states what it takes). */
export const RPC_PARAM_SCHEMAS = {
  eth_accounts: empty,
  eth_blockNumber: empty,
  eth_chainId: empty,
  eth_gasPrice: empty,
  eth_maxPriorityFeePerGas: empty,
  net_version: empty,
  web3_clientVersion: empty,
  eth_supportedEntryPoints: empty,
  eth_call: z.union([z.tuple([callSchema]), z.tuple([callSchema, blockTag])]),
  eth_estimateGas: z.union([z.tuple([callSchema]), z.tuple([callSchema, blockTag])]),
  eth_feeHistory: z.tuple([
    quantity,
    blockTag,
    z.array(z.number().check(z.minimum(0), z.maximum(100))).check(z.maxLength(100)),
  ]),
  eth_getBalance: z.tuple([evmAddressSchema, blockTag]),
  eth_getBlockByHash: z.tuple([hexSchema, z.boolean()]),
  eth_getBlockByNumber: z.tuple([blockTag, z.boolean()]),
  eth_getCode: z.tuple([evmAddressSchema, blockTag]),
  eth_getLogs: z.tuple([z.record(boundedString(32), jsonSchema)]),
  eth_getStorageAt: z.tuple([evmAddressSchema, hexSchema, blockTag]),
  eth_getTransactionByHash: z.tuple([hexSchema]),
  eth_getTransactionCount: z.tuple([evmAddressSchema, blockTag]),
  eth_getTransactionReceipt: z.tuple([hexSchema]),
  eth_sendRawTransaction: z.tuple([hexSchema]),
  wallet_getCapabilities: z.union([
    z.tuple([evmAddressSchema]),
    z.tuple([evmAddressSchema, z.array(hexSchema)]),
  ]),
  wallet_getCallsStatus: z.tuple([boundedString(256)]),
  wallet_getAssets: json(4),
  eth_estimateUserOperationGas: z.tuple([userOperationSchema, evmAddressSchema]),
  eth_getUserOperationByHash: z.tuple([hexSchema]),
  eth_getUserOperationReceipt: z.tuple([hexSchema]),
  personal_sign: z.tuple([hexSchema, evmAddressSchema]),
  eth_signTypedData_v4: z.tuple([
    evmAddressSchema,
    z.union([boundedString(MAX_STRING_CHARS), typedDataSchema]),
  ]),
  eth_sendTransaction: z.tuple([evmTransactionSchema]),
  solana_signMessage: z.strictObject({ message: base58, pubkey: solanaAddressSchema }),
  solana_signTransaction: z.strictObject({ transaction: base64, pubkey: z.optional(solanaAddressSchema) }),
  solana_signAllTransactions: z.strictObject({
    transactions: z.array(base64).check(z.minLength(1), z.maxLength(32)),
  }),
  solana_signAndSendTransaction: z.strictObject({
    transaction: base64,
    pubkey: z.optional(solanaAddressSchema),
    options: solanaOptions,
  }),
  wallet_sendCalls: z.tuple([
    z.strictObject({
      version: boundedString(16),
      /** EIP-5792 2.0: the dApp's id for the batch (wallet_getCallsStatus takes it). */
      id: z.optional(boundedString(256)),
      chainId: z.optional(hexSchema),
      atomicRequired: z.optional(z.boolean()),
      from: z.optional(evmAddressSchema),
      calls: z.array(sendCallSchema).check(z.minLength(1), z.maxLength(64)),
      capabilities: z.optional(z.record(boundedString(64), jsonSchema)),
    }),
  ]),
  wallet_grantPermissions: z.tuple([z.record(boundedString(64), jsonSchema)]),
  wallet_revokePermissions: z.tuple([z.record(boundedString(64), jsonSchema)]),
  eth_sendUserOperation: z.tuple([userOperationSchema, evmAddressSchema]),
} as const satisfies Record<RpcMethod, z.ZodMiniType>

type ParamsOf<M extends RpcMethod> = z.infer<(typeof RPC_PARAM_SCHEMAS)[M]>

/** An RPC request the app sends in RPC_REQUEST: a known method with its parameters. */
export type RpcRequest = {
  [M in RpcMethod]: { method: M; params?: ParamsOf<M>; chainId?: string | number }
}[RpcMethod]

/** The RPC_REQUEST payload schema: one strict branch per method, discriminated by `method`. */
export const rpcRequestSchema = z.discriminatedUnion(
  'method',
  (Object.keys(RPC_PARAM_SCHEMAS) as RpcMethod[]).map((method) =>
    z.strictObject({
      method: z.literal(method),
      params: z.optional(RPC_PARAM_SCHEMAS[method]),
      chainId: z.optional(chainIdSchema),
    }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
) as unknown as z.ZodMiniType<RpcRequest>

/** Result schemas of the methods whose answer the app must trust (a hex signature or hash). */
export const RPC_RESULT_SCHEMAS: Partial<Record<RpcMethod, z.ZodMiniType>> = {
  personal_sign: hexSchema,
  eth_signTypedData_v4: hexSchema,
  eth_sendTransaction: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  eth_sendRawTransaction: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  eth_chainId: hexSchema,
  eth_accounts: z.array(evmAddressSchema),
}

/**
 * Validates an RPC result for its method: the method's result schema when it has one, else any JSON.
 * @example
 * parseRpcResult('personal_sign', '0x12') // { success: true, data: '0x12' }
 */
export function parseRpcResult(method: RpcMethod, result: unknown) {
  return (RPC_RESULT_SCHEMAS[method] ?? jsonSchema).safeParse(result)
}

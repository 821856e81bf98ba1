import { type Address, getAddress, type Hex, isAddress, isAddressEqual, numberToHex } from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import { z } from 'zod'
import {
  InvalidCallsError,
  UnknownBundleError,
  UnsupportedCapabilityError,
  UnsupportedChainError,
} from './errors'
import type { AaCall } from './userOperations'

const hexData = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'must be a 0x-prefixed hex quantity')
const capabilities = z.record(z.string(), z.unknown())

/** One call of wallet_sendCalls: the spec requires a "to" starting with 0x, and data starting with 0x. */
const callSchema = z.object({
  to: z
    .string()
    .startsWith('0x', 'to must start with 0x')
    .refine((v) => isAddress(v, { strict: false }), 'to must be an address'),
  data: hexData.optional(),
  value: quantity.optional(),
  capabilities: capabilities.optional(),
})

/** wallet_sendCalls parameters (EIP-5792 2.0.0; `atomicRequired` may be absent, as in 1.0 requests). */
export const sendCallsParamsSchema = z.tuple([
  z.object({
    version: z.string().min(1),
    id: z.string().min(1).max(4096).optional(),
    from: z
      .string()
      .refine((v) => isAddress(v, { strict: false }), 'from must be an address')
      .optional(),
    chainId: quantity,
    atomicRequired: z.boolean().optional(),
    calls: z.array(callSchema).min(1, 'calls must not be empty').max(64, 'at most 64 calls'),
    capabilities: capabilities.optional(),
  }),
])

/** ERC-7677's capability: sponsor the calls through this paymaster service. */
export interface PaymasterServiceCapability {
  url: string
  context?: unknown
}

const paymasterServiceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  context: z.unknown().optional(),
  optional: z.boolean().optional(),
})

/** A wallet_sendCalls request checked against the account and chain, ready for sendCalls. */
export interface ParsedSendCalls {
  chainId: number
  /** The id the dApp chose, if any (the operation's hash is used otherwise). */
  id: string | undefined
  calls: AaCall[]
  atomicRequired: boolean
  /** Set when the dApp asked for sponsorship through its paymaster service. */
  paymasterService: PaymasterServiceCapability | undefined
}

/** Capabilities the wallet supports for a request (the others fail with 5700 unless optional). */
const SUPPORTED_CAPABILITIES = new Set(['paymasterService'])

function checkCapabilities(caps: Record<string, unknown> | undefined): void {
  for (const [name, value] of Object.entries(caps ?? {})) {
    if (SUPPORTED_CAPABILITIES.has(name)) continue
    const optional = value && typeof value === 'object' && (value as { optional?: unknown }).optional === true
    if (!optional) throw new UnsupportedCapabilityError({ details: `capability ${name} is not supported` })
  }
}

/**
 * Checks wallet_sendCalls parameters (EIP-5792) for a smart account: the shape (each call's `to`
 * and `data` starting with 0x, as the spec requires), `from` equal to the account, a chain the
 * account is set up on (5710 otherwise), and no required capability the wallet lacks (5700).
 *
 * @example
 * ```ts
 * const parsed = parseSendCalls(request.params, { account: account.address, chainIds: [31337] })
 * ```
 */
export function parseSendCalls(
  params: unknown,
  context: { account: Address; chainIds: readonly number[] },
): ParsedSendCalls {
  const result = sendCallsParamsSchema.safeParse(params)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new InvalidCallsError({ details: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` })
  }
  const [request] = result.data
  const chainId = Number(BigInt(request.chainId))
  if (!context.chainIds.includes(chainId)) {
    throw new UnsupportedChainError({
      details: `chain ${chainId} (${request.chainId}) has no smart account setup`,
    })
  }
  if (request.from && !isAddressEqual(request.from as Address, context.account)) {
    throw new InvalidCallsError({
      details: `from ${request.from} is not the connected account ${context.account}`,
    })
  }
  checkCapabilities(request.capabilities)
  for (const call of request.calls) checkCapabilities(call.capabilities)
  let paymasterService: PaymasterServiceCapability | undefined
  if (request.capabilities?.paymasterService !== undefined) {
    const parsed = paymasterServiceSchema.safeParse(request.capabilities.paymasterService)
    if (!parsed.success) throw new InvalidCallsError({ details: 'paymasterService needs an http(s) url' })
    paymasterService = {
      url: parsed.data.url,
      ...(parsed.data.context !== undefined ? { context: parsed.data.context } : {}),
    }
  }
  return {
    chainId,
    id: request.id,
    atomicRequired: request.atomicRequired ?? false,
    paymasterService,
    calls: request.calls.map((c) => ({
      to: getAddress(c.to),
      ...(c.value ? { value: BigInt(c.value) } : {}),
      ...(c.data ? { data: c.data as Hex } : {}),
    })),
  }
}

/**
 * wallet_getCapabilities for a smart account (EIP-5792): on every chain it is set up on, calls are
 * atomic (one user operation, `executeBatch`), and `paymasterService` (ERC-7677) where a paymaster
 * is configured. `requested` narrows the answer to those chain ids (hex).
 */
export function smartAccountCapabilities(
  chains: ReadonlyArray<{ chainId: number; paymaster: boolean }>,
  requested?: readonly Hex[],
): Record<Hex, { atomic: { status: 'supported' }; paymasterService?: { supported: true } }> {
  const wanted = requested ? new Set(requested.map((id) => Number(BigInt(id)))) : undefined
  const out: Record<Hex, { atomic: { status: 'supported' }; paymasterService?: { supported: true } }> = {}
  for (const chain of chains) {
    if (wanted && !wanted.has(chain.chainId)) continue
    out[numberToHex(chain.chainId)] = {
      atomic: { status: 'supported' },
      ...(chain.paymaster ? { paymasterService: { supported: true } } : {}),
    }
  }
  return out
}

/** Where the calls of one wallet_sendCalls id went: the chain and the user operation's hash. */
export interface SentCalls {
  chainId: number
  userOperationHash: Hex
}

/**
 * The ids wallet_sendCalls answered with and their user operations, so wallet_getCallsStatus can
 * find them. In memory; a wallet that must survive reloads persists `entries()`.
 */
export class SentCallsRegistry {
  private readonly byId = new Map<string, SentCalls>()

  /** Whether an id is taken (EIP-5792: a duplicate id is refused with 5720). */
  has(id: string): boolean {
    return this.byId.has(id)
  }

  /** Records an id. */
  add(id: string, sent: SentCalls): void {
    this.byId.set(id, sent)
  }

  /** The calls of an id; UnknownBundleError (5730) for an id never answered. */
  get(id: string): SentCalls {
    const found = this.byId.get(id)
    if (!found) throw new UnknownBundleError({ details: `no calls with id ${id}` })
    return found
  }

  /** Every recorded id. */
  entries(): Array<[string, SentCalls]> {
    return [...this.byId]
  }
}

/** EIP-5792 status codes. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500 } as const

/** wallet_getCallsStatus's answer (EIP-5792 2.0.0). */
export interface CallsStatus {
  version: '2.0.0'
  id: string
  chainId: Hex
  status: number
  atomic: true
  receipts?: Array<{
    logs: Array<{ address: Address; data: Hex; topics: Hex[] }>
    status: '0x1' | '0x0'
    blockHash: Hex
    blockNumber: Hex
    gasUsed: Hex
    transactionHash: Hex
  }>
}

/**
 * wallet_getCallsStatus's answer from the user operation's receipt: pending (100) without one,
 * confirmed (200) when the operation succeeded, reverted (500) when it was included and reverted
 * (atomic: nothing of it stays), with the bundle transaction's receipt.
 */
export function callsStatus(id: string, chainId: number, receipt: UserOperationReceipt | null): CallsStatus {
  const base = { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true } as const
  if (!receipt) return { ...base, status: CALLS_STATUS.pending }
  const tx = receipt.receipt
  return {
    ...base,
    status: receipt.success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
    receipts: [
      {
        logs: receipt.logs.map((l) => ({ address: l.address, data: l.data, topics: [...l.topics] as Hex[] })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: tx.blockHash,
        blockNumber: numberToHex(tx.blockNumber),
        gasUsed: numberToHex(tx.gasUsed),
        transactionHash: tx.transactionHash,
      },
    ],
  }
}

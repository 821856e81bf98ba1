import { type Address, isAddress } from '@solana/kit'
import { COMMITMENTS, type Commitment, type SolanaLedger } from './SolanaLedger'

/** The apiVersion every `*AndContext` answer carries. */
export const SOLANA_API_VERSION = '2.2.7'

/** A JSON-RPC error with a node's code, message and optional data. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

/** What every method handler gets: the ledger and the node's hooks. */
export interface RpcEnv {
  ledger: SolanaLedger
  /** Asks for a block soon after a transaction landed (so it confirms without waiting for the timer). */
  scheduleBlock(): void
}

/** One JSON-RPC method: positional params in, a JSON-able result (bigints allowed) out. */
export type RpcMethod = (params: unknown[], env: RpcEnv) => unknown

/** An invalid-params error (-32602). */
export function invalidParams(message: string): RpcError {
  return new RpcError(-32602, `Invalid params: ${message}`)
}

/** The params array of a request (absent = []); objects are refused as real nodes do. */
export function paramsOf(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw invalidParams('params must be an array')
  return params
}

/** The optional config object at `params[index]`. */
export function configAt(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`expected a config object at ${index}`)
  return value as Record<string, unknown>
}

/** A base58 address param. */
export function addressAt(params: unknown[], index: number): Address {
  const value = params[index]
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid param: Invalid')
  return value
}

/** A string param. */
export function stringAt(params: unknown[], index: number, what: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`)
  return value
}

/** Deprecated commitment names still accepted (spec §5 lists them for sign-and-send). */
const LEGACY_COMMITMENTS: Record<string, Commitment> = {
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** The commitment of a config (default finalized, as nodes); minContextSlot is enforced. */
export function commitmentOf(config: Record<string, unknown>, ledger: SolanaLedger): Commitment {
  const raw = config.commitment ?? 'finalized'
  const commitment = LEGACY_COMMITMENTS[String(raw)] ?? raw
  if (!COMMITMENTS.includes(commitment as Commitment))
    throw invalidParams(`unknown commitment ${String(raw)}`)
  const min = config.minContextSlot
  if (min !== undefined && (typeof min !== 'number' || ledger.slotAt(commitment as Commitment) < min)) {
    throw new RpcError(-32016, 'Minimum context slot has not been reached', {
      contextSlot: ledger.slotAt(commitment as Commitment),
    })
  }
  return commitment as Commitment
}

/** `{context: {slot, apiVersion}, value}` at a commitment. */
export function withContext<T>(ledger: SolanaLedger, commitment: Commitment, value: T) {
  return { context: { apiVersion: SOLANA_API_VERSION, slot: ledger.slotAt(commitment) }, value }
}

/**
 * JSON text where bigints are written as plain numbers (u64 values such as rentEpoch stay exact).
 * @example stringifyRpc({ a: 2n ** 64n - 1n }) // '{"a":18446744073709551615}'
 */
export function stringifyRpc(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `__bigint:${v}` : v)).replace(
    /"__bigint:(-?\d+)"/g,
    '$1',
  )
}

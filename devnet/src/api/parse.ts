import { type Address, getAddress, isAddress } from 'viem'
import { HttpError } from '../http/reply'
import type { ApiChain, ApiDeps } from './ApiDeps'

/** The checksummed EVM address in a path param, or a 400. */
export function parseAddressParam(raw: string | undefined): Address {
  const value = raw?.startsWith('0x') ? raw : `0x${raw ?? ''}`
  if (!isAddress(value, { strict: false })) throw new HttpError(400, `Invalid address: ${raw ?? ''}`)
  return getAddress(value)
}

/** The EVM chain id of a CAIP-2 id like eip155:31337, or a 400 'Invalid CAIP-2 network id'. */
export function parseCaip2(raw: string): { namespace: string; chainId: number } {
  const parts = raw.split(':')
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new HttpError(400, 'Invalid CAIP-2 network id')
  return { namespace: parts[0], chainId: Number(parts[1]) }
}

/**
 * The served chains a `chainId` query selects: all when absent, none when it names a chain this
 * devnet does not serve (the spec's "skipped with empty results").
 */
export function selectChains(deps: ApiDeps, raw: string | null): ApiChain[] {
  if (!raw) return [...deps.chains.values()]
  const { namespace, chainId } = parseCaip2(raw)
  const chain = namespace === 'eip155' ? deps.chains.get(chainId) : undefined
  return chain ? [chain] : []
}

/** Lower-case key for storage lookups. */
export const key = (address: string) => address.toLowerCase()

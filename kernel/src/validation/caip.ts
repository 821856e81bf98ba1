import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from '../errors/validation'

/** A CAIP-2 network id, `namespace:reference`, e.g. 'acme:1'. */
export type CaipNetworkId = `${string}:${string}`
/** A CAIP-10 account id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

/** The parts of a chain-qualified address. */
export type ParsedCaipAddress = {
  namespace: string
  reference: string
  address: string
  networkId: CaipNetworkId
}

/** The parts of a CAIP-2 network id. */
export type ParsedCaipNetworkId = { namespace: string; reference: string }

const CAIP2_NAMESPACE = /^[-a-z0-9]{3,8}$/
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Splits a chain-qualified address into its three colon-separated parts; throws
 * 'Invalid CAIP Address' when there are not exactly three non-empty parts.
 *
 * @example
 * parseCaipAddress('acme:1:0xabc') // { namespace: 'acme', reference: '1', address: '0xabc', networkId: 'acme:1' }
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address) throw new InvalidCaipAddressError(value)
  return { namespace, reference, address, networkId: `${namespace}:${reference}` }
}

/** Parses a strict CAIP-10 account id (CAIP grammar per part); throws 'Invalid CAIP-10 address'. */
export function parseCaip10Address(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace = '', reference = '', address = ''] = parts
  if (
    parts.length !== 3 ||
    !CAIP2_NAMESPACE.test(namespace) ||
    !CAIP2_REFERENCE.test(reference) ||
    !CAIP10_ADDRESS.test(address)
  ) {
    throw new InvalidCaip10AddressError(value)
  }
  return { namespace, reference, address, networkId: `${namespace}:${reference}` }
}

/** Splits a CAIP-2 network id into namespace and reference; throws 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) throw new InvalidCaip2NetworkIdError(value)
  return { namespace, reference }
}

/** True when the value has the three parts of a chain-qualified address. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((p) => p.length > 0)
}

/** True when the value has the two parts of a CAIP-2 network id. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && parts.every((p) => p.length > 0)
}

/** Builds a CAIP-10 account id from a CAIP-2 network id and an address. */
export function toCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  return `${networkId}:${address}`
}

/** The plain address of a chain-qualified address ('acme:1:0xabc' → '0xabc'). */
export function getPlainAddress(caipAddress: string): string {
  return parseCaipAddress(caipAddress).address
}

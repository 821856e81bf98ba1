import { SiwxMessageError } from './SiwxMessageError'
import type { SiwxMessageData, SiwxNamespace } from './types'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
// RFC 3986 authority without user info: a registered name or IPv4 address, then an optional port.
// (IPv6 literals are left out: viem's EIP-4361 parser does not read them.)
const AUTHORITY = new RegExp(`^${LABEL}(?:\\.${LABEL})*(?::\\d{1,5})?$`)
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s\p{Cc}]+$/u
const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
const NONCE = /^[a-zA-Z0-9]{8,128}$/
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/
const ONE_LINE = /^\P{Cc}+$/u
const ADDRESS: Record<SiwxNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  // bech32/bech32m (bc1…, tb1…, bcrt1…) or base58 (1…, 3…, m…, n…, 2…).
  bip122: /^(?:[a-z]{2,4}1[02-9ac-hj-np-z]{8,87}|[1-9A-HJ-NP-Za-km-z]{25,35})$/,
}
const MAX_RESOURCES = 64

/** Whether `value` is an RFC 3339 date-time that names a real instant. */
export function isRfc3339(value: string): boolean {
  return RFC3339.test(value) && !Number.isNaN(Date.parse(value))
}

/** Whether `value` is a CAIP-2 chain id. */
export function isCaip2(value: string): value is `${string}:${string}` {
  return CAIP2.test(value)
}

/** The namespace of a CAIP-2 chain id (`eip155` of `eip155:1`). */
export function namespaceOf(chainId: string): string {
  return chainId.slice(0, chainId.indexOf(':'))
}

/**
 * Checks every field of a sign-in message's data against CAIP-122 / EIP-4361 and the namespace's address
 * form; throws a {@link SiwxMessageError} (`INVALID_FIELD`, naming the field) at the first that fails.
 *
 * @example
 * validateSiwxData({ domain: 'app.example', accountAddress: '0x…', uri: 'https://app.example', version: '1',
 *   chainId: 'eip155:1', nonce: 'k3Jd9aQ2x', issuedAt: new Date().toISOString() })
 */
export function validateSiwxData(data: SiwxMessageData): void {
  const fail = (field: keyof SiwxMessageData, rule: string): never => {
    throw new SiwxMessageError('INVALID_FIELD', `${field} ${rule}`, field)
  }
  if (typeof data.chainId !== 'string' || !isCaip2(data.chainId))
    fail('chainId', 'must be a CAIP-2 chain id such as eip155:1')
  const namespace = namespaceOf(data.chainId)
  if (typeof data.domain !== 'string' || !AUTHORITY.test(data.domain))
    fail('domain', 'must be an RFC 3986 authority: a host and an optional port, such as app.example:8443')
  const address = ADDRESS[namespace as SiwxNamespace] ?? /^[-.%a-zA-Z0-9]{1,128}$/
  if (typeof data.accountAddress !== 'string' || !address.test(data.accountAddress))
    fail('accountAddress', `is not a ${namespace} address`)
  if (typeof data.uri !== 'string' || !URI.test(data.uri)) fail('uri', 'must be an RFC 3986 URI')
  if (data.version !== '1') fail('version', "must be '1'")
  if (typeof data.nonce !== 'string' || !NONCE.test(data.nonce))
    fail('nonce', 'must be 8 to 128 letters or digits')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value === undefined && field !== 'issuedAt') continue
    if (typeof value !== 'string' || !isRfc3339(value)) fail(field, 'must be an RFC 3339 date-time')
  }
  if (data.statement !== undefined && (typeof data.statement !== 'string' || !ONE_LINE.test(data.statement)))
    fail('statement', 'must be one non-empty line')
  if (data.requestId !== undefined && (typeof data.requestId !== 'string' || !ONE_LINE.test(data.requestId)))
    fail('requestId', 'must be one non-empty line')
  if (data.resources !== undefined) {
    if (!Array.isArray(data.resources) || data.resources.length > MAX_RESOURCES)
      fail('resources', `must be a list of at most ${MAX_RESOURCES} URIs`)
    for (const resource of data.resources ?? [])
      if (typeof resource !== 'string' || !URI.test(resource)) fail('resources', 'must hold RFC 3986 URIs')
  }
  if (data.scheme !== undefined) {
    if (namespace !== 'eip155') fail('scheme', 'is only written in EIP-4361 (eip155) messages')
    if (typeof data.scheme !== 'string' || !SCHEME.test(data.scheme)) fail('scheme', 'must be a URI scheme')
  }
}

// The checks a sign-in message passes before its signature is looked at: the page it names, the chain,
// and its time window. Pure functions: each throws the SiwxApiError of the first rule broken.
import type { SiwxMessageData } from '@airlock/siwx/message'
import { originAllowed } from '../config'
import { SiwxApiError } from '../http/SiwxApiError'

/**
 * The message's domain and uri must be the page's. With a browser `Origin` (always sent on the POST),
 * the domain is that origin's host and the uri on that origin; without one (a server relaying the
 * sign-in), the uri's origin must be an allowed page origin and the domain its host. A scheme, when
 * written (EIP-4361), must be the page's.
 */
export function checkPage(
  data: SiwxMessageData,
  requestOrigin: string | null,
  allowed: readonly string[],
): void {
  let uriOrigin: string | undefined
  try {
    uriOrigin = new URL(data.uri).origin
  } catch {
    uriOrigin = undefined
  }
  let page: URL
  if (requestOrigin) {
    page = new URL(requestOrigin)
    if (data.domain !== page.host)
      throw new SiwxApiError(
        'DOMAIN_MISMATCH',
        `The message is for ${data.domain}, the request comes from ${page.host}`,
      )
    if (uriOrigin !== page.origin)
      throw new SiwxApiError('URI_MISMATCH', `The message's URI is not on ${page.origin}`)
  } else {
    if (!uriOrigin || uriOrigin === 'null' || !originAllowed(allowed, uriOrigin))
      throw new SiwxApiError('URI_MISMATCH', "The message's URI is not on an allowed origin")
    page = new URL(uriOrigin)
    if (data.domain !== page.host)
      throw new SiwxApiError(
        'DOMAIN_MISMATCH',
        `The message is for ${data.domain}, its URI is on ${page.host}`,
      )
  }
  if (data.scheme !== undefined && `${data.scheme}:` !== page.protocol)
    throw new SiwxApiError('DOMAIN_MISMATCH', `The message's scheme ${data.scheme} is not the page's`)
}

/** The chain must be the one the request names (when it names one) and one the server serves. */
export function checkChain(
  data: SiwxMessageData,
  requested: string | undefined,
  served: Record<string, unknown>,
): void {
  if (requested !== undefined && requested !== data.chainId)
    throw new SiwxApiError('CHAIN_MISMATCH', `The message is for ${data.chainId}, not ${requested}`)
  if (!Object.hasOwn(served, data.chainId))
    throw new SiwxApiError('CHAIN_NOT_SUPPORTED', `This server does not sign in on ${data.chainId}`)
}

/**
 * The message's time window against the server's clock, tolerating `skewMs` either way on Issued At and
 * Not Before (a device a little ahead still signs in). An Expiration Time already past is refused
 * without tolerance: no session could start after it.
 */
export function checkTimes(data: SiwxMessageData, now: number, skewMs: number): void {
  const at = (value: string) => Date.parse(value)
  if (at(data.issuedAt) > now + skewMs)
    throw new SiwxApiError(
      'ISSUED_AT_IN_FUTURE',
      'The message was issued in the future: check the device clock',
    )
  if (data.notBefore !== undefined && at(data.notBefore) > now + skewMs)
    throw new SiwxApiError('MESSAGE_NOT_YET_VALID', `The message is not valid before ${data.notBefore}`)
  if (data.expirationTime !== undefined && at(data.expirationTime) <= now)
    throw new SiwxApiError('MESSAGE_EXPIRED', `The message expired at ${data.expirationTime}`)
}

/** A CAIP-2 chain id, `namespace:reference` (e.g. `eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export type SiwxChainId = `${string}:${string}`

/** The namespaces whose sign-in message text this module writes and reads. */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122'

/**
 * A sign-in message's data (CAIP-122's data model, with the spec's field names). Times are RFC 3339
 * strings and are written into the message exactly as given, so a message parses back to the same data.
 */
export interface SiwxMessageData {
  /** RFC 3986 authority of the page asking for the signature: host and optional port (`app.example:8443`). */
  domain: string
  /** The signing account, without its chain (CAIP-10's `account_address`). */
  accountAddress: string
  /** RFC 3986 URI of the subject of the signing, normally the page (`https://app.example/login`). */
  uri: string
  /** Message version: always '1'. */
  version: '1'
  /** CAIP-2 chain the session is bound to. */
  chainId: SiwxChainId
  /** The server's one-time random token: at least 8 letters or digits. */
  nonce: string
  /** When the message was made. */
  issuedAt: string
  /** One line the visitor reads (no line breaks). */
  statement?: string | undefined
  /** When the signed message stops being valid. */
  expirationTime?: string | undefined
  /** When the signed message starts being valid. */
  notBefore?: string | undefined
  /** The app's identifier of the request. */
  requestId?: string | undefined
  /** URIs the visitor asks the app to resolve as part of signing in. */
  resources?: readonly string[] | undefined
  /** EIP-4361 only: the URI scheme written before the domain (`https`); absent = none written. */
  scheme?: string | undefined
}

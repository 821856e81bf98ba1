import { NAMESPACE_PROFILES } from './namespaceProfiles'
import { SiwxMessageError } from './SiwxMessageError'
import type { SiwxMessageData } from './types'
import { namespaceOf, validateSiwxData } from './validateSiwxData'

/**
 * The input of a Wallet Standard `solana:signIn` call (`SolanaSignInInput` of
 * `@solana/wallet-standard-features`), every field given so the wallet writes the same text as
 * {@link formatSiwxMessage}.
 */
export interface SolanaSignInInputFields {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  chainId: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * The `solana:signIn` input for a Solana sign-in message's data: a wallet with Sign In With Solana builds
 * and shows the message itself from it (the same text {@link formatSiwxMessage} writes); a wallet without
 * it signs `formatSiwxMessage(data)` with `solana:signMessage`. The chain reads as the wallet expects it
 * (`mainnet`, `devnet`, `testnet`, or the genesis reference).
 *
 * @example
 * const [output] = await wallet.features['solana:signIn'].signIn(toSolanaSignInInput(data))
 * const message = new TextDecoder().decode(output.signedMessage) // parses back to `data`
 */
export function toSolanaSignInInput(data: SiwxMessageData): SolanaSignInInputFields {
  if (namespaceOf(data.chainId) !== 'solana')
    throw new SiwxMessageError('INVALID_FIELD', `chainId ${data.chainId} is not a Solana chain`, 'chainId')
  validateSiwxData(data)
  return {
    domain: data.domain,
    address: data.accountAddress,
    ...(data.statement ? { statement: data.statement } : {}),
    uri: data.uri,
    version: data.version,
    chainId: NAMESPACE_PROFILES.solana.chainLabel(data.chainId),
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...(data.expirationTime ? { expirationTime: data.expirationTime } : {}),
    ...(data.notBefore ? { notBefore: data.notBefore } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.resources ? { resources: [...data.resources] } : {}),
  }
}

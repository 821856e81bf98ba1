import { NAMESPACE_PROFILES, type SiwxNamespaceProfile } from './namespaceProfiles'
import { SiwxMessageError } from './SiwxMessageError'
import type { SiwxMessageData, SiwxNamespace } from './types'
import { namespaceOf, validateSiwxData } from './validateSiwxData'

/**
 * Writes the sign-in message a wallet signs, in the format of the chain's namespace:
 * - `eip155`: EIP-4361 (Sign-In with Ethereum), "Ethereum account" on every EVM chain and the chain id as
 *   an integer, so viem's `parseSiweMessage` and the `siwe` package read it;
 * - `solana`: Sign In With Solana, as `@solana/wallet-standard-util` writes it (what `solana:signIn`
 *   wallets sign), with the cluster's name (`mainnet`, `devnet`, `testnet`) or the genesis reference;
 * - `bip122`: the CAIP-122 text, "Bitcoin account", for BIP-322 signing.
 *
 * The data is checked first ({@link validateSiwxData}); the account address is written as given.
 *
 * @example
 * const text = formatSiwxMessage({
 *   domain: location.host, uri: location.href, accountAddress: '0xf39F…2266', chainId: 'eip155:1',
 *   version: '1', nonce, issuedAt: new Date().toISOString(), statement: 'Sign in to Acme',
 * })
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  validateSiwxData(data)
  return writeMessage(data, profileOf(data.chainId))
}

/** The profile of a chain's namespace, or an `UNSUPPORTED_NAMESPACE` error. */
export function profileOf(chainId: string): SiwxNamespaceProfile {
  const namespace = namespaceOf(chainId)
  const profile = NAMESPACE_PROFILES[namespace as SiwxNamespace]
  if (!profile)
    throw new SiwxMessageError(
      'UNSUPPORTED_NAMESPACE',
      `'${namespace}' has no sign-in message format (eip155, solana and bip122 have)`,
    )
  return profile
}

/** Writes validated data with a profile (shared by formatting and by the canonical check of parsing). */
export function writeMessage(data: SiwxMessageData, profile: SiwxNamespaceProfile): string {
  const origin = data.scheme ? `${data.scheme}://${data.domain}` : data.domain
  const header = `${origin} wants you to sign in with your ${profile.ecosystem} account:\n${data.accountAddress}`
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${profile.chainLabel(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources ? ['Resources:', ...data.resources.map((r) => `- ${r}`)] : []),
  ].join('\n')
  if (data.statement) return `${header}\n\n${data.statement}\n\n${fields}`
  return profile.layout === 'eip4361' ? `${header}\n\n\n${fields}` : `${header}\n\n${fields}`
}

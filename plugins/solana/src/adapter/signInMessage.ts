// The Sign In With Solana message text (CAIP-122, Solana profile), for wallets without solana:signIn: the
// adapter then signs this text with solana:signMessage, which is what such a wallet would have shown.
import type { SolanaSignInInput } from '../types'

/**
 * Builds the SIWS message text of an input whose domain and address are known.
 *
 * @example
 * signInMessageText({ domain: 'app.example', address: 'oeYf…', nonce: 'abc12345' })
 */
export function signInMessageText(input: SolanaSignInInput & { domain: string; address: string }): string {
  let message = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement) message += `\n\n${input.statement}`
  const fields: string[] = []
  if (input.uri) fields.push(`URI: ${input.uri}`)
  if (input.version) fields.push(`Version: ${input.version}`)
  if (input.chainId) fields.push(`Chain ID: ${input.chainId}`)
  if (input.nonce) fields.push(`Nonce: ${input.nonce}`)
  if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`)
  if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`)
  if (input.requestId) fields.push(`Request ID: ${input.requestId}`)
  // As @solana/wallet-standard-util writes it: a given list prints its header even when empty.
  if (input.resources) fields.push(['Resources:', ...input.resources.map((r) => `- ${r}`)].join('\n'))
  if (fields.length > 0) message += `\n\n${fields.join('\n')}`
  return message
}

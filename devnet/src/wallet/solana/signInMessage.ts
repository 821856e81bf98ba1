// Sign In With Solana (solana:signIn): the message text, in the layout @solana/wallet-standard-util's
// createSignInMessageText writes and verifySignIn re-parses (CAIP-122 Solana profile).
import { ProviderRpcError } from '../createEip155Signer'

/** The fields of a SIWS request (Wallet Standard SolanaSignInInput). */
export interface SignInInput {
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** The message text for an input whose domain and address are set. */
export function signInMessageText(input: SignInInput & { domain: string; address: string }): string {
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
  if (input.resources) {
    fields.push('Resources:')
    for (const resource of input.resources) fields.push(`- ${resource}`)
  }
  if (fields.length > 0) message += `\n\n${fields.join('\n')}`
  return message
}

/**
 * Completes a SIWS input as a wallet does: the domain defaults to the page's host and must equal it (a
 * wallet MUST check it, CAIP-122), the address defaults to the signing account and must equal it.
 * @throws ProviderRpcError -32602 for another domain or address
 */
export function completeSignInInput(
  input: SignInInput,
  pageHost: string,
  address: string,
): SignInInput & { domain: string; address: string } {
  const domain = input.domain ?? pageHost
  if (domain !== pageHost) {
    throw new ProviderRpcError(-32602, `Sign-in domain ${domain} does not match this page (${pageHost})`)
  }
  if (input.address !== undefined && input.address !== address) {
    throw new ProviderRpcError(-32602, `Sign-in address ${input.address} is not the wallet's account`)
  }
  return { ...input, domain, address }
}

// Sign In With Solana (solana:signIn), the wallet's side: completing and checking the input. The message
// text itself is @airlock/solana's signInMessageText (one builder for the plugin and the test wallet).
import type { SolanaSignInInput } from '@solana/wallet-standard-features'
import { ProviderRpcError } from '../createEip155Signer'

/**
 * Completes a SIWS input as a wallet does: the domain defaults to the page's host and must equal it (a
 * wallet MUST check it, CAIP-122), the address defaults to the signing account and must equal it.
 * @throws ProviderRpcError -32602 for another domain or address
 */
export function completeSignInInput(
  input: SolanaSignInInput,
  pageHost: string,
  address: string,
): SolanaSignInInput & { domain: string; address: string } {
  const domain = input.domain ?? pageHost
  if (domain !== pageHost) {
    throw new ProviderRpcError(-32602, `Sign-in domain ${domain} does not match this page (${pageHost})`)
  }
  if (input.address !== undefined && input.address !== address) {
    throw new ProviderRpcError(-32602, `Sign-in address ${input.address} is not the wallet's account`)
  }
  return { ...input, domain, address }
}

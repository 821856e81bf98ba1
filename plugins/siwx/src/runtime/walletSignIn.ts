// The signature of a sign-in message, asked of the active chain adapter. A namespace whose message
// profile has the Sign In With Solana layout is signed through the adapter's `signIn` capability when it
// has one (the Wallet Standard sign-in feature: the wallet builds and shows the message from the fields,
// and returns the bytes it signed), else the text goes to `signMessage`. Which capability to use comes
// from the message profile, not from a chain's name.
import { NAMESPACE_PROFILES } from '../message/namespaceProfiles'
import { toSolanaSignInInput } from '../message/solanaSignIn'
import type { SiwxMessageData, SiwxNamespace } from '../message/types'

/** The Wallet Standard sign-in capability an adapter may have (input fields → signed bytes). */
export interface SignInCapability {
  signIn(input: object): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }>
}

/** The part of a chain adapter a sign-in uses. */
export interface SigningAdapter {
  signMessage?(params: { message: string; address: string }): Promise<string>
}

/** What the wallet signed and its signature, in the form the namespace's verifiers read. */
export interface WalletSignature {
  message: string
  signature: string
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet) of bytes: the form Solana signatures travel in. */
export function toBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = (carry / 58) | 0
    }
  }
  let out = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    out += '1'
  }
  for (let i = digits.length - 1; i >= 0; i--) out += BASE58[digits[i] as number]
  return out
}

function hasSignIn(adapter: object): adapter is SignInCapability {
  return typeof (adapter as Partial<SignInCapability>).signIn === 'function'
}

/** Whether the adapter can sign this namespace's sign-in message at all. */
export function canSignIn(adapter: SigningAdapter | undefined, namespace: string): boolean {
  if (!adapter) return false
  if (adapter.signMessage) return true
  return NAMESPACE_PROFILES[namespace as SiwxNamespace]?.layout === 'siws' && hasSignIn(adapter)
}

/**
 * Asks the wallet to sign the message: through its sign-in feature where the profile has one and the
 * adapter offers it, else `signMessage` of the exact text.
 */
export async function signWithWallet(
  adapter: SigningAdapter,
  data: SiwxMessageData,
  text: string,
): Promise<WalletSignature> {
  const namespace = data.chainId.slice(0, data.chainId.indexOf(':'))
  if (NAMESPACE_PROFILES[namespace as SiwxNamespace]?.layout === 'siws' && hasSignIn(adapter)) {
    const out = await adapter.signIn(toSolanaSignInInput(data))
    return { message: new TextDecoder().decode(out.signedMessage), signature: toBase58(out.signature) }
  }
  if (!adapter.signMessage) throw new TypeError('The wallet cannot sign messages')
  return {
    message: text,
    signature: await adapter.signMessage({ message: text, address: data.accountAddress }),
  }
}

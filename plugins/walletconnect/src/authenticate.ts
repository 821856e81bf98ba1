// One-click sign-in over WalletConnect (`wc_sessionAuthenticate`, CAIP-222 with ReCaps): a plugin that
// contributes a `'walletconnect/authenticate'` authenticator gives the sign-in fields (CAIP-122: domain,
// uri, nonce…) for each pairing; the pairing then asks the wallet to approve the session and sign those
// fields in one step, and the authenticator receives what the wallet signed before the connect resolves.
// A wallet without `wc_sessionAuthenticate` answers the ordinary proposal sent beside it: the connect
// resolves as usual and the authenticator receives nothing. The plugin knows nothing of what the
// signature is for; a sign-in plugin verifies it.
import { SignatureDeclinedError } from '@airlock/kernel'

/** The CAIP-122 fields a one-click pairing asks the wallet to sign (its chains and methods are the pairing's). */
export type WalletConnectAuthRequest = {
  /** The page's authority (`app.example:8443`). */
  domain: string
  /** The page's URI (the message's `URI:`). */
  uri: string
  /** A one-time token from the verifier (8+ letters or digits). */
  nonce: string
  /** The line the wallet shows (WalletConnect adds the ReCaps sentence after it). */
  statement?: string | undefined
  /** RFC 3339: the signed message stops being valid. */
  expirationTime?: string | undefined
  /** RFC 3339: the signed message starts being valid. */
  notBefore?: string | undefined
  /** Further resources (the ReCap of the pairing's methods is added last). */
  resources?: string[] | undefined
}

/** What the wallet signed for one account: CAIP-10 account, the exact message text and its signature. */
export type WalletConnectAuthResult = {
  account: string
  message: string
  signature: string
}

/**
 * What a plugin contributes under `'walletconnect/authenticate'` to make pairings one-click (the first
 * contribution is used). `request` is asked before each pairing URI is made, with the CAIP-2 chains the
 * pairing asks for; undefined pairs without sign-in. `approved` receives the wallet's signatures once it
 * approved, before the connect resolves.
 */
export type WalletConnectAuthenticator = {
  request: (input: { chains: string[] }) => Promise<WalletConnectAuthRequest | undefined>
  approved: (auths: WalletConnectAuthResult[]) => void
}

/**
 * The namespace one-click pairings serve: the WalletConnect SDK builds the fallback proposal (for wallets
 * without `wc_sessionAuthenticate`) and the session's accounts for it alone, so a pairing that asks for
 * any other namespace proposes the ordinary way.
 */
export const AUTHENTICATE_NAMESPACE = 'eip155'

/** A signed CACAO as the SDK returns it (the parts read here). */
export interface SignedCacao {
  p: { iss: string } & Record<string, unknown>
  s: { s: string }
}

/**
 * The wallet's CACAOs as the authenticator reads them: the account from the `did:pkh:` issuer, the text
 * formatted the way the wallet formatted it (`formatAuthMessage`), and the signature.
 */
export function authResults(
  cacaos: readonly SignedCacao[],
  format: (payload: SignedCacao['p']) => string,
): WalletConnectAuthResult[] {
  return cacaos.flatMap((cacao) => {
    const account = cacao.p.iss.replace(/^did:pkh:/, '')
    if (account.split(':').length !== 3) return []
    return [{ account, message: format(cacao.p), signature: cacao.s.s }]
  })
}

/** The sign client's request history, the part read here (`client.core.history`). */
export interface AuthHistory {
  records: ReadonlyMap<
    number,
    {
      topic: string
      request: { method: string }
      response?: { result: unknown } | { error: { code: number } }
    }
  >
}

/**
 * The error code the wallet answered a pairing's `wc_sessionAuthenticate` with, read from the sign client's
 * request history (undefined: the wallet sent no error, e.g. the dApp side refused what it signed).
 */
export function authAnswerCode(history: AuthHistory, pairingUri: string): number | undefined {
  const topic = pairingUri.slice('wc:'.length, pairingUri.indexOf('@'))
  for (const record of history.records.values()) {
    if (record.topic !== topic || record.request.method !== 'wc_sessionAuthenticate') continue
    if (record.response && 'error' in record.response) return record.response.error.code
  }
  return undefined
}

/**
 * What a failed one-click pairing is to the visitor. The SDK rejects it with a bare message (the wallet's
 * error code dropped), so the code comes from the request history (`answerCode`): a refusal (4001, or
 * WalletConnect's 5000) is `SignatureDeclinedError`, as a refused proposal is; anything else (a CACAO that
 * does not verify, an expired request) an Error with the SDK's message, shown as 'Something went wrong'.
 *
 * @example
 * response().catch((reason) => { throw authFailure(reason, authAnswerCode(client.core.history, uri)) })
 */
export function authFailure(reason: unknown, answerCode: number | undefined): unknown {
  const cause = typeof reason === 'string' ? new Error(reason) : reason
  if (answerCode === 4001 || answerCode === 5000) return new SignatureDeclinedError({ cause: cause as Error })
  return cause
}

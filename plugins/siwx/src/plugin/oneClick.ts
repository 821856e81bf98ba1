// The siwx side of WalletConnect's one-click sign-in, eager part: the contribution's types (declared here
// the same way @airlock/walletconnect declares them, so siwx does not depend on it) and the inbox where
// the wallet's signatures wait for the after-connect step that verifies them.

/** The sign-in fields of a one-click pairing (as `@airlock/walletconnect`'s `WalletConnectAuthRequest`). */
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

/** What the wallet signed for one account (as `@airlock/walletconnect`'s `WalletConnectAuthResult`). */
export type WalletConnectAuthResult = {
  account: string
  message: string
  signature: string
}

/** The one-click authenticator (as `@airlock/walletconnect`'s `WalletConnectAuthenticator`). */
export type WalletConnectAuthenticator = {
  request: (input: { chains: string[] }) => Promise<WalletConnectAuthRequest | undefined>
  approved: (auths: WalletConnectAuthResult[]) => void
}

declare module '@airlock/kernel' {
  interface Contributions {
    /** The key @airlock/walletconnect reads its one-click authenticator from (declared the same way there). */
    'walletconnect/authenticate': WalletConnectAuthenticator
  }
}

/** Signatures a wallet gave with a one-click pairing, waiting for the after-connect step. */
export type OneClickInbox = WalletConnectAuthResult[]

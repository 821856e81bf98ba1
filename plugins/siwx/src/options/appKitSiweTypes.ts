// AppKit's SIWE shapes (`@reown/appkit-siwe`), restated so an app that migrates can pass its
// `siweConfig` as it is: the config given to createSIWEConfig, or what createSIWEConfig returned.

/** AppKit's `SIWESession`. */
export interface AppKitSiweSession {
  address: string
  chainId: number
}

/** AppKit's `SIWECreateMessageArgs`: `address` is a did:pkh (`did:pkh:eip155:1:0x…`). */
export interface AppKitSiweCreateMessageArgs {
  chainId: number
  domain: string
  nonce: string
  uri: string
  address: string
  version: '1'
  iat?: string
  exp?: string
  nbf?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

/** AppKit's `SIWEMessageArgs` (what `getMessageParams` returns). */
export interface AppKitSiweMessageParams {
  domain?: string
  uri?: string
  chains?: readonly (number | string)[]
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** AppKit's `SIWEClientMethods`. */
export interface AppKitSiweMethods {
  getNonce(address?: string): Promise<string>
  getMessageParams?(): Promise<AppKitSiweMessageParams>
  createMessage?(args: AppKitSiweCreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<AppKitSiweSession | null>
  signOut(): Promise<boolean>
  onSignIn?(session?: AppKitSiweSession): void | Promise<void>
  onSignOut?(): void
}

/** AppKit's `SIWEConfig` options (defaults: enabled, required and every signOutOn… true). */
export interface AppKitSiweOptions {
  enabled?: boolean
  required?: boolean
  signOutOnDisconnect?: boolean
  signOutOnAccountChange?: boolean
  signOutOnNetworkChange?: boolean
  nonceRefetchIntervalMs?: number
  sessionRefetchIntervalMs?: number
}

/** The config passed to AppKit's `createSIWEConfig`: methods and options side by side. */
export type AppKitSiweConfig = AppKitSiweMethods & AppKitSiweOptions

/** What AppKit's `createSIWEConfig` returns: `{ options, methods }`. */
export interface AppKitSiweClient {
  options: AppKitSiweOptions
  methods: AppKitSiweMethods
}

/** A `siweConfig` option in either of AppKit's shapes. */
export type SiweConfigInput = AppKitSiweConfig | AppKitSiweClient

// WalletConnect constants of the spec (§9) and of this plugin.

/** A pairing URI is valid for 4 minutes (spec §9). */
export const PAIRING_VALIDITY_MS = 4 * 60_000

/** A pairing URI with this much time or less left is expired (spec §9: 10 s). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** The id of the WalletConnect connector (one connector for every namespace). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

/** The contribution key under which chain plugins offer their WalletConnect namespace. */
export const NAMESPACE_CONTRIBUTION = 'walletconnect/namespace'

/** The contribution key under which chain plugins offer a mobile redirect for named wallets. */
export const MOBILE_REDIRECT_CONTRIBUTION = 'walletconnect/mobileRedirect'

/** The relay's request timeout: 5 min (spec §9; a session proposal expires after it). */
export const RELAY_TIMEOUT_MS = 5 * 60_000

/** The relay client's heartbeat: 5 s (spec §9; the sign client's own pulse, checked in the session tests). */
export const HEARTBEAT_INTERVAL_MS = 5_000

/**
 * The contribution key under which a plugin offers one-click sign-in (`wc_sessionAuthenticate`): a
 * `WalletConnectAuthenticator`.
 */
export const AUTHENTICATE_CONTRIBUTION = 'walletconnect/authenticate'

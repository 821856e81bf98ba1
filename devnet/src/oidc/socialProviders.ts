/** The social providers the devnet serves, as the product spec names them (farcaster is apart). */
export const DEVNET_SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

/** One of {@link DEVNET_SOCIAL_PROVIDERS}. */
export type DevnetSocialProvider = (typeof DEVNET_SOCIAL_PROVIDERS)[number]

/**
 * How a provider proves who signed in, as the real one does:
 * - `oidc`: OpenID Connect. An ID token signed with the issuer's key (JWKS), found through discovery.
 * - `oauth`: plain OAuth 2.0. No ID token; the client reads the user from the provider's own REST API
 *   with the access token (GitHub `GET /user` + `/user/emails`, Discord `GET /users/@me`, X
 *   `GET /2/users/me`, Facebook `GET /me`).
 */
export type SocialProtocolShape = 'oidc' | 'oauth'

/** How the client authenticates at the token endpoint (what the real provider documents). */
export type TokenAuthMethod = 'client_secret_post' | 'client_secret_basic'

/** What the devnet issuer of one provider is and does. */
export interface SocialProviderShape {
  id: DevnetSocialProvider
  /** Name on the sign-in page. */
  label: string
  shape: SocialProtocolShape
  /** Scopes the real provider's docs tell an app to ask for a login. */
  scopes: readonly string[]
  tokenAuthMethod: TokenAuthMethod
  /** Apple answers with an HTML form POSTed to the redirect URI when name or email is asked. */
  responseMode?: 'form_post'
  /** ID token signing algorithm (OIDC shapes). */
  idTokenAlg?: 'RS256'
  /** Path of the REST API under the issuer (plain OAuth shapes): `${issuer}${apiPath}`. */
  apiPath?: string
  /** Whether the provider tells the client that the email it gives is verified, and how. */
  emailAssertion: string
}

/** The six shapes, each as its real provider behaves (see the README's table). */
export const SOCIAL_PROVIDER_SHAPES: Readonly<Record<DevnetSocialProvider, SocialProviderShape>> = {
  google: {
    id: 'google',
    label: 'Google',
    shape: 'oidc',
    scopes: ['openid', 'email', 'profile'],
    tokenAuthMethod: 'client_secret_post',
    idTokenAlg: 'RS256',
    emailAssertion: 'ID token claim email_verified (boolean)',
  },
  apple: {
    id: 'apple',
    label: 'Apple',
    shape: 'oidc',
    scopes: ['openid', 'email', 'name'],
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'form_post',
    idTokenAlg: 'RS256',
    emailAssertion:
      'ID token claim email_verified, the string "true" (Apple verifies every address it gives)',
  },
  github: {
    id: 'github',
    label: 'GitHub',
    shape: 'oauth',
    scopes: ['read:user', 'user:email'],
    tokenAuthMethod: 'client_secret_post',
    apiPath: '/api',
    emailAssertion: 'GET /user/emails: {email, primary, verified} per address',
  },
  discord: {
    id: 'discord',
    label: 'Discord',
    shape: 'oauth',
    scopes: ['identify', 'email'],
    tokenAuthMethod: 'client_secret_basic',
    apiPath: '/api',
    emailAssertion: 'GET /users/@me: email with verified (boolean)',
  },
  x: {
    id: 'x',
    label: 'X',
    shape: 'oauth',
    scopes: ['users.read', 'tweet.read'],
    tokenAuthMethod: 'client_secret_basic',
    apiPath: '/api',
    emailAssertion: 'none: GET /2/users/me gives no email',
  },
  facebook: {
    id: 'facebook',
    label: 'Facebook',
    shape: 'oauth',
    scopes: ['public_profile', 'email'],
    tokenAuthMethod: 'client_secret_post',
    apiPath: '/api',
    emailAssertion: 'none: GET /me may give an email but says nothing of its verification',
  },
}

/** Whether a string names a devnet social provider. */
export function isDevnetSocialProvider(value: string): value is DevnetSocialProvider {
  return (DEVNET_SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

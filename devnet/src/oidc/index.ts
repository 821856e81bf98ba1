// The devnet's social providers: OpenID Connect and plain OAuth 2.0 servers on loopback (src/oidc).
export { type IssuerClient, oidcClaims } from './createIssuer'
export { CookieJar, type SignInOverHttpOptions, type SignInResult, signInOverHttp } from './signInOverHttp'
export {
  DEVNET_SOCIAL_PROVIDERS,
  type DevnetSocialProvider,
  isDevnetSocialProvider,
  SOCIAL_PROVIDER_SHAPES,
  type SocialProtocolShape,
  type SocialProviderShape,
  type TokenAuthMethod,
} from './socialProviders'
export {
  DEVNET_SOCIAL_USERS,
  type DevnetSocialUser,
  emailVerifiedAt,
  subjectOf,
  userBySubject,
} from './socialUsers'
export {
  type DevnetSocialClientConfig,
  type FrameHostSocialClient,
  type SocialClientInput,
  type SocialProviders,
  type SocialProvidersOptions,
  startSocialProviders,
} from './startSocialProviders'
export type { IdTokenTamper } from './tamperIdToken'

import { randomBytes } from 'node:crypto'
import type { JWK } from 'jose'
import type { Configuration, Provider, SigningAlgorithmWithNone } from 'oidc-provider'
import { errorPage } from './interactionPages'
import { loadOidcProvider } from './loadOidcProvider'
import { createMemoryAdapter } from './memoryAdapter'
import type { SocialProviderShape } from './socialProviders'
import { type DevnetSocialUser, emailVerifiedAt, userBySubject } from './socialUsers'

/** One registered OAuth client of a devnet issuer. */
export interface IssuerClient {
  clientId: string
  clientSecret: string
  clientName: string
  redirectUris: readonly string[]
}

/** What {@link createIssuer} needs. */
export interface CreateIssuerOptions {
  shape: SocialProviderShape
  /** `http://127.0.0.1:<port>/<provider>`. */
  issuer: string
  clients: readonly IssuerClient[]
  users: readonly DevnetSocialUser[]
  /** The issuer's private signing key (JWK with kid and alg). */
  signingKey: JWK
}

/** The OpenID claims of a user at an OIDC provider, as Google and Apple put them in their ID tokens. */
export function oidcClaims(user: DevnetSocialUser, shape: SocialProviderShape, sub: string) {
  const verified = emailVerifiedAt(user, shape.id)
  if (shape.id === 'apple') {
    // Apple: strings, not booleans, and no name in the token (it comes once, in the first form post).
    return {
      sub,
      ...(user.email
        ? { email: user.email, email_verified: verified ? 'true' : 'false', is_private_email: 'false' }
        : {}),
    }
  }
  const [given, ...family] = user.name.split(' ')
  return {
    sub,
    name: user.name,
    given_name: given,
    family_name: family.join(' '),
    picture: `https://avatars.airlock.test/${user.key}.png`,
    ...(user.email ? { email: user.email, email_verified: verified } : {}),
  }
}

/**
 * Builds the oidc-provider instance of one devnet issuer: authorization code flow only, PKCE required,
 * its own storage and signing key, the token-endpoint authentication its real provider uses, and the
 * sign-in and consent pages of this folder (`interactions.url`). OIDC shapes issue ID tokens with the
 * claims of {@link oidcClaims} in the token itself; plain-OAuth shapes issue access tokens only (they ask
 * no `openid` scope) for the provider's REST API.
 */
export async function createIssuer(options: CreateIssuerOptions): Promise<Provider> {
  const { Provider } = await loadOidcProvider()
  const { shape, issuer, users } = options
  const basePath = new URL(issuer).pathname
  const oidc = shape.shape === 'oidc'
  const extraScopes = shape.scopes.filter((s) => !['openid', 'email', 'profile'].includes(s))
  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      client_name: c.clientName,
      redirect_uris: [...c.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: shape.tokenAuthMethod,
      id_token_signed_response_alg: String(options.signingKey.alg) as SigningAlgorithmWithNone,
    })),
    jwks: { keys: [options.signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount: async (_ctx, sub) => {
      const user = userBySubject(shape.id, sub, users)
      if (!user) return undefined
      return { accountId: sub, claims: async () => oidcClaims(user, shape, sub) }
    },
    claims: {
      openid: ['sub'],
      email:
        shape.id === 'apple' ? ['email', 'email_verified', 'is_private_email'] : ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      // Apple's `name` scope: the name is never in its ID token.
      ...(shape.id === 'apple' ? { name: [] } : {}),
    },
    scopes: [...(oidc ? ['openid'] : []), ...extraScopes],
    // ID tokens carry the scope's claims (as Google's and Apple's do), not only userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: oidc },
      revocation: { enabled: true },
    },
    interactions: {
      url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}`,
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(shape, String(out.error), String(out.error_description ?? ''))
    },
  }
  const provider = new Provider(issuer, configuration)
  provider.on('server_error', () => undefined)
  return provider
}

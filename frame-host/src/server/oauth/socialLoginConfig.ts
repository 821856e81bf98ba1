import { z } from 'zod'

/** The OAuth / OpenID Connect providers the frame host can sign visitors in with (Farcaster is apart). */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const

/** One of {@link SOCIAL_LOGIN_PROVIDERS}. */
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

/** How a provider proves who signed in: an ID token (OpenID Connect) or its user API (plain OAuth 2.0). */
export type SocialLoginShape = 'oidc' | 'oauth'

/** What the frame host knows of each real provider: its shape, endpoints, scopes, client authentication. */
export interface ProviderDefaults {
  shape: SocialLoginShape
  /** OIDC: the issuer whose discovery document gives the endpoints and JWKS. Plain OAuth: the `iss` it may send. */
  issuer: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  /** Plain OAuth: base URL of the user API. */
  apiBaseUrl?: string
  scopes: readonly string[]
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
  responseMode: 'query' | 'form_post'
}

/** The real providers' endpoints and requirements (each overridable per project, e.g. by the devnet). */
export const PROVIDER_DEFAULTS: Readonly<Record<SocialLoginProvider, ProviderDefaults>> = {
  google: {
    shape: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: ['openid', 'email', 'profile'],
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
  },
  apple: {
    shape: 'oidc',
    issuer: 'https://appleid.apple.com',
    scopes: ['openid', 'email', 'name'],
    tokenAuthMethod: 'client_secret_post',
    // Apple sends the answer as a form POST whenever name or email is asked.
    responseMode: 'form_post',
  },
  github: {
    shape: 'oauth',
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    apiBaseUrl: 'https://api.github.com',
    scopes: ['read:user', 'user:email'],
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
  },
  discord: {
    shape: 'oauth',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    apiBaseUrl: 'https://discord.com/api',
    scopes: ['identify', 'email'],
    tokenAuthMethod: 'client_secret_basic',
    responseMode: 'query',
  },
  x: {
    shape: 'oauth',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    apiBaseUrl: 'https://api.x.com',
    scopes: ['users.read', 'tweet.read'],
    tokenAuthMethod: 'client_secret_basic',
    responseMode: 'query',
  },
  facebook: {
    shape: 'oauth',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    apiBaseUrl: 'https://graph.facebook.com/v19.0',
    scopes: ['public_profile', 'email'],
    tokenAuthMethod: 'client_secret_post',
    responseMode: 'query',
  },
}

/** One project's client at one provider: credentials, and overrides of the provider's endpoints. */
export const providerClientSchema = z.strictObject({
  clientId: z.string().min(1).max(512),
  /** The client secret (Apple: the ES256 client-secret JWT made from the developer key). */
  clientSecret: z.string().min(1).max(4096),
  issuer: z.url().optional(),
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  apiBaseUrl: z.url().optional(),
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'a scope token'))
    .min(1)
    .optional(),
  tokenAuthMethod: z.enum(['client_secret_post', 'client_secret_basic']).optional(),
  responseMode: z.enum(['query', 'form_post']).optional(),
})

/** One project's client at one provider, as configured. */
export type ProviderClientConfig = z.infer<typeof providerClientSchema>

const projectProviders = z.partialRecord(z.enum(SOCIAL_LOGIN_PROVIDERS), providerClientSchema)

/**
 * Social login per project: `{ [projectId]: { google: {clientId, clientSecret}, github: {…} } }`.
 * A provider absent for a project is not offered to it.
 */
export const socialLoginConfigSchema = z.record(z.string().min(1).max(128), projectProviders)

/** Social login per project (parsed). */
export type SocialLoginConfig = z.infer<typeof socialLoginConfigSchema>

/**
 * Parses a social login configuration; throws one error naming every bad field.
 * @example
 * parseSocialLoginConfig({ 'my-app': { google: { clientId: '…apps.googleusercontent.com', clientSecret: '…' } } })
 */
export function parseSocialLoginConfig(input: unknown): SocialLoginConfig {
  const parsed = socialLoginConfigSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid social login configuration: ${problems.join('; ')}`)
}

/**
 * Reads SOCIAL_LOGIN (JSON in the shape of {@link socialLoginConfigSchema}) from the environment. A
 * client may name its secret's variable instead of holding it: `"clientSecretEnv": "GOOGLE_SECRET"`
 * reads `env.GOOGLE_SECRET`. Absent SOCIAL_LOGIN = no social login.
 * @example
 * // SOCIAL_LOGIN='{"my-app":{"github":{"clientId":"Iv1.8a61f9b3a7aba766","clientSecretEnv":"GITHUB_SECRET"}}}'
 * const social = socialLoginConfigFromEnv(process.env)
 */
export function socialLoginConfigFromEnv(env: Record<string, string | undefined>): SocialLoginConfig {
  const raw = env.SOCIAL_LOGIN
  if (raw === undefined || raw.trim() === '') return {}
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new Error('SOCIAL_LOGIN is not valid JSON')
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    for (const providers of Object.values(json as Record<string, unknown>)) {
      if (!providers || typeof providers !== 'object') continue
      for (const client of Object.values(providers as Record<string, Record<string, unknown>>)) {
        if (!client || typeof client !== 'object' || typeof client.clientSecretEnv !== 'string') continue
        const name = client.clientSecretEnv
        delete client.clientSecretEnv
        const secret = env[name]
        if (secret === undefined) throw new Error(`SOCIAL_LOGIN names ${name}, which is not set`)
        client.clientSecret = secret
      }
    }
  }
  return parseSocialLoginConfig(json)
}

/** A project's provider with its defaults applied: everything a flow needs. */
export interface ResolvedProvider extends ProviderDefaults {
  provider: SocialLoginProvider
  clientId: string
  clientSecret: string
}

/** The provider config of `projectId`, defaults applied; undefined when the project does not offer it. */
export function resolveProvider(
  config: SocialLoginConfig,
  projectId: string,
  provider: SocialLoginProvider,
): ResolvedProvider | undefined {
  const client = config[projectId]?.[provider]
  if (!client) return undefined
  const defaults = PROVIDER_DEFAULTS[provider]
  return {
    provider,
    shape: defaults.shape,
    issuer: client.issuer ?? defaults.issuer,
    ...((client.authorizationEndpoint ?? defaults.authorizationEndpoint)
      ? { authorizationEndpoint: client.authorizationEndpoint ?? defaults.authorizationEndpoint }
      : {}),
    ...((client.tokenEndpoint ?? defaults.tokenEndpoint)
      ? { tokenEndpoint: client.tokenEndpoint ?? defaults.tokenEndpoint }
      : {}),
    ...((client.apiBaseUrl ?? defaults.apiBaseUrl)
      ? { apiBaseUrl: client.apiBaseUrl ?? defaults.apiBaseUrl }
      : {}),
    scopes: client.scopes ?? defaults.scopes,
    tokenAuthMethod: client.tokenAuthMethod ?? defaults.tokenAuthMethod,
    responseMode: client.responseMode ?? defaults.responseMode,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
  }
}

/** Whether a string names a social login provider. */
export function isSocialLoginProvider(value: string): value is SocialLoginProvider {
  return (SOCIAL_LOGIN_PROVIDERS as readonly string[]).includes(value)
}

/** The providers a project offers, in {@link SOCIAL_LOGIN_PROVIDERS} order. */
export function projectProvidersOf(config: SocialLoginConfig, projectId: string): SocialLoginProvider[] {
  return SOCIAL_LOGIN_PROVIDERS.filter((p) => config[projectId]?.[p] !== undefined)
}

import { createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Provider } from 'oidc-provider'
import type { FaultRegistry } from '../faults/FaultRegistry'
import { startHttpServer } from '../http/startHttpServer'
import { createIssuer, type IssuerClient } from './createIssuer'
import { errorPage } from './interactionPages'
import { handleInteraction, sendHtml } from './interactionRoutes'
import { faultAnswer, faultAtAuthorization } from './issuerFaults'
import { providerApiAnswer, unauthorizedAnswer } from './providerApis'
import {
  DEVNET_SOCIAL_PROVIDERS,
  type DevnetSocialProvider,
  isDevnetSocialProvider,
  SOCIAL_PROVIDER_SHAPES,
} from './socialProviders'
import { DEVNET_SOCIAL_USERS, type DevnetSocialUser, userBySubject } from './socialUsers'
import { type IdTokenTamper, rewriteJsonResponse, tamperIdToken } from './tamperIdToken'

/** A project's OAuth clients: one per provider, all with these redirect URIs. */
export interface SocialClientInput {
  projectId: string
  /** Redirect URIs; `{provider}` in one is replaced by each provider's id. */
  redirectUris: readonly string[]
}

/** What a client of one devnet provider is configured with (the frame host's provider config). */
export interface DevnetSocialClientConfig {
  provider: DevnetSocialProvider
  shape: 'oidc' | 'oauth'
  clientId: string
  clientSecret: string
  redirectUris: string[]
  /** The issuer (OIDC: discovery at `${issuer}/.well-known/openid-configuration`). */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** Plain OAuth: base URL of the provider's REST API (`/user`, `/users/@me`, `/2/users/me`, `/me`). */
  apiBaseUrl?: string
  scopes: string[]
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
  responseMode?: 'form_post'
}

/** One provider's entry in the frame host's social login config. */
export interface FrameHostSocialClient {
  clientId: string
  clientSecret: string
  issuer: string
  authorizationEndpoint?: string
  tokenEndpoint?: string
  apiBaseUrl?: string
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic'
  responseMode: 'query' | 'form_post'
}

/** Options of {@link startSocialProviders}. */
export interface SocialProvidersOptions {
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number
  /** Fault rules (the devnet's shared registry): paths are `/<provider>/…`, e.g. `/google/token`. */
  faults?: FaultRegistry
  /** People on the sign-in page (default {@link DEVNET_SOCIAL_USERS}). */
  users?: readonly DevnetSocialUser[]
  /** OAuth clients to register at start (more with `registerClients`). */
  clients?: readonly SocialClientInput[]
}

/** The running social providers. */
export interface SocialProviders {
  /** Base URL; each provider's issuer is `${url}/<provider>`. */
  url: string
  /** The issuer URL of a provider. */
  issuer(provider: DevnetSocialProvider): string
  /** Registers (or replaces) a project's clients; returns each provider's client config. */
  registerClients(input: SocialClientInput): Record<DevnetSocialProvider, DevnetSocialClientConfig>
  /** A registered project's client config per provider (throws for an unknown project). */
  clientConfig(projectId: string): Record<DevnetSocialProvider, DevnetSocialClientConfig>
  /**
   * The frame host's social login config of a project (its `SOCIAL_LOGIN` entry): client credentials
   * and the devnet's endpoints; OIDC providers by issuer (discovery), plain-OAuth ones by endpoints.
   */
  socialLoginConfig(projectId: string): Record<DevnetSocialProvider, FrameHostSocialClient>
  /** Changes the next ID token(s) of an OIDC provider (tests of the client's refusals). */
  tamperNextIdToken(provider: DevnetSocialProvider, tamper: IdTokenTamper): void
  users: readonly DevnetSocialUser[]
  /** Closes the server; safe to call twice. */
  stop(): Promise<void>
}

interface IssuerState {
  /** The issuer's signing key. */
  key: Promise<JWK>
  /** A key of the same kind and kid that is not in the JWKS (made when a tamper asks for it). */
  foreignKey: Promise<JWK> | undefined
  provider: Promise<Provider> | undefined
}

/** A private signing JWK for `provider`: RS256 for the OIDC shapes, ES256 (quick to make) otherwise. */
async function signingKey(provider: DevnetSocialProvider, kid: string): Promise<JWK> {
  const alg = SOCIAL_PROVIDER_SHAPES[provider].idTokenAlg ?? 'ES256'
  const { privateKey } = await generateKeyPair(alg, { extractable: true })
  return { ...(await exportJWK(privateKey)), kid, alg, use: 'sig' }
}

/**
 * Starts the devnet's social providers on 127.0.0.1: Google and Apple as OpenID Connect issuers, GitHub,
 * Discord, X and Facebook as plain OAuth 2.0 servers with their user APIs, each at `${url}/<provider>`
 * with its own keys and storage (oidc-provider, built on the provider's first request). Each has a
 * sign-in page listing {@link DEVNET_SOCIAL_USERS} and a consent step. Fault rules on `/<provider>/…`
 * paths make it fail (500), be unavailable (503/429), answer malformed JSON or hang; at the
 * authorization endpoint a 500/503/429 comes back to the client as the OAuth error
 * (`server_error`/`temporarily_unavailable`) on its redirect URI, as RFC 6749 §4.1.2.1 says.
 * @example
 * const social = await startSocialProviders({ clients: [{ projectId: 'demo', redirectUris: ['http://127.0.0.1:5000/oauth/callback/demo/{provider}'] }] })
 * const google = social.clientConfig('demo').google // issuer, clientId, clientSecret…
 */
export async function startSocialProviders(options: SocialProvidersOptions = {}): Promise<SocialProviders> {
  const users = options.users ?? DEVNET_SOCIAL_USERS
  const secret = randomBytes(32)
  const projects = new Map<string, readonly string[]>()
  const tampers = new Map<DevnetSocialProvider, IdTokenTamper & { left: number }>()
  const issuers = new Map<DevnetSocialProvider, IssuerState>()
  const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>()
  let base = ''

  const stateOf = (provider: DevnetSocialProvider): IssuerState => {
    let state = issuers.get(provider)
    if (!state) {
      state = {
        key: signingKey(provider, `${provider}-${randomBytes(6).toString('hex')}`),
        foreignKey: undefined,
        provider: undefined,
      }
      issuers.set(provider, state)
    }
    return state
  }

  const clientsOf = (provider: DevnetSocialProvider): IssuerClient[] =>
    [...projects].map(([projectId, uris]) => ({
      clientId: `${projectId}.${provider}.devnet`,
      clientSecret: createHmac('sha256', secret).update(`${projectId}\0${provider}`).digest('base64url'),
      clientName: `Airlock devnet app (${projectId})`,
      redirectUris: uris.map((u) => u.replaceAll('{provider}', provider)),
    }))

  const providerOf = (provider: DevnetSocialProvider): Promise<Provider> => {
    const state = stateOf(provider)
    state.provider ??= state.key.then((key) =>
      createIssuer({
        shape: SOCIAL_PROVIDER_SHAPES[provider],
        issuer: `${base}/${provider}`,
        clients: clientsOf(provider),
        users,
        signingKey: key,
      }),
    )
    return state.provider
  }

  const configFor = (projectId: string, provider: DevnetSocialProvider): DevnetSocialClientConfig => {
    const shape = SOCIAL_PROVIDER_SHAPES[provider]
    const client = clientsOf(provider).find((c) => c.clientId === `${projectId}.${provider}.devnet`)
    if (!client) throw new Error(`No devnet social clients for project '${projectId}'`)
    const issuer = `${base}/${provider}`
    return {
      provider,
      shape: shape.shape,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      redirectUris: [...client.redirectUris],
      issuer,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      ...(shape.apiPath ? { apiBaseUrl: `${issuer}${shape.apiPath}` } : {}),
      scopes: [...shape.scopes],
      tokenAuthMethod: shape.tokenAuthMethod,
      ...(shape.responseMode ? { responseMode: shape.responseMode } : {}),
    }
  }

  const clientConfig = (projectId: string) => {
    if (!projects.has(projectId)) throw new Error(`No devnet social clients for project '${projectId}'`)
    return Object.fromEntries(DEVNET_SOCIAL_PROVIDERS.map((p) => [p, configFor(projectId, p)])) as Record<
      DevnetSocialProvider,
      DevnetSocialClientConfig
    >
  }

  const registerClients = (input: SocialClientInput) => {
    projects.set(input.projectId, [...input.redirectUris])
    // Clients are static in oidc-provider: the next request builds each issuer again with the new list.
    for (const state of issuers.values()) state.provider = undefined
    return clientConfig(input.projectId)
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base)
    const method = req.method ?? 'GET'
    const [, first = '', ...rest] = url.pathname.split('/')
    if (url.pathname === '/' || url.pathname === '') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          issuers: Object.fromEntries(DEVNET_SOCIAL_PROVIDERS.map((p) => [p, `${base}/${p}`])),
        }),
      )
      return
    }
    if (!isDevnetSocialProvider(first)) {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'not_found' }))
      return
    }
    const name = first
    const shape = SOCIAL_PROVIDER_SHAPES[name]
    const subPath = `/${rest.join('/')}`
    const fault = options.faults?.take(method, url.pathname)
    if (fault) {
      if (fault.kind === 'timeout') return // never answered: the client's own timeout decides
      if (subPath === '/auth' && method === 'GET') {
        const redirect = faultAtAuthorization(fault.kind, url, clientsOf(name), shape)
        if (redirect) return redirect(res)
      }
      return faultAnswer(fault.kind, fault.retryAfter)(res)
    }
    // Apple refuses a query-mode answer when name or email is asked (they may only travel in a form post).
    if (name === 'apple' && subPath === '/auth') {
      const scope = url.searchParams.get('scope') ?? ''
      if (/\b(email|name)\b/.test(scope) && url.searchParams.get('response_mode') !== 'form_post')
        return sendHtml(
          res,
          400,
          errorPage(
            shape,
            'invalid_request',
            'response_mode must be form_post when name or email is requested.',
          ),
        )
    }
    const provider = await providerOf(name)
    const interaction = /^\/interaction\/([^/]+)(?:\/(login|confirm|abort))?$/.exec(subPath)
    if (interaction)
      return handleInteraction(provider, shape, users, `/${name}`, req, res, interaction[1]!, interaction[2])
    if (shape.apiPath && subPath.startsWith(`${shape.apiPath}/`)) {
      const answer = await apiAnswer(provider, name, subPath.slice(shape.apiPath.length), url, req)
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(answer.body))
      return
    }
    const tamper = tampers.get(name)
    if (tamper && subPath === '/token' && method === 'POST') {
      if (--tamper.left <= 0) tampers.delete(name)
      const state = stateOf(name)
      const key = await state.key
      if (tamper.foreignKey) state.foreignKey ??= signingKey(name, String(key.kid))
      const signWith = tamper.foreignKey && state.foreignKey ? await state.foreignKey : key
      rewriteJsonResponse(res, async (body) =>
        typeof body.id_token === 'string'
          ? { ...body, id_token: await tamperIdToken(body.id_token, tamper, signWith) }
          : body,
      )
    }
    // oidc-provider sees its own paths; originalUrl keeps the mount for the URLs it builds.
    const mounted = req as IncomingMessage & { originalUrl?: string }
    mounted.originalUrl = req.url ?? '/'
    req.url = `${subPath}${url.search}`
    let callback = callbacks.get(provider)
    if (!callback) {
      callback = provider.callback()
      callbacks.set(provider, callback)
    }
    callback(req, res)
  }

  async function apiAnswer(
    provider: Provider,
    name: DevnetSocialProvider,
    path: string,
    url: URL,
    req: IncomingMessage,
  ) {
    const auth = req.headers.authorization ?? ''
    const bearer = /^(?:Bearer|OAuth) (\S+)$/i.exec(auth)?.[1] ?? url.searchParams.get('access_token')
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined
    if (!token || token.isExpired || !token.accountId) return unauthorizedAnswer(name)
    const user = userBySubject(name, token.accountId, users)
    if (!user) return unauthorizedAnswer(name)
    return providerApiAnswer(name, path, url, user, new Set(String(token.scope ?? '').split(' ')))
  }

  const server = await startHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'server_error', error_description: String(error) }))
    })
  }, options.port ?? 0)
  base = server.url
  for (const input of options.clients ?? []) registerClients(input)
  let stopped: Promise<void> | undefined
  return {
    url: server.url,
    issuer: (provider) => `${server.url}/${provider}`,
    registerClients,
    clientConfig,
    socialLoginConfig(projectId) {
      const configs = clientConfig(projectId)
      return Object.fromEntries(
        DEVNET_SOCIAL_PROVIDERS.map((p) => {
          const c = configs[p]
          const entry: FrameHostSocialClient = {
            clientId: c.clientId,
            clientSecret: c.clientSecret,
            issuer: c.issuer,
            ...(c.shape === 'oauth'
              ? { authorizationEndpoint: c.authorizationEndpoint, tokenEndpoint: c.tokenEndpoint }
              : {}),
            ...(c.apiBaseUrl ? { apiBaseUrl: c.apiBaseUrl } : {}),
            tokenAuthMethod: c.tokenAuthMethod,
            responseMode: c.responseMode ?? 'query',
          }
          return [p, entry]
        }),
      ) as Record<DevnetSocialProvider, FrameHostSocialClient>
    },
    tamperNextIdToken(provider, tamper) {
      tampers.set(provider, { ...tamper, left: tamper.count ?? 1 })
    },
    users,
    stop() {
      stopped ??= server.stop()
      return stopped
    },
  }
}

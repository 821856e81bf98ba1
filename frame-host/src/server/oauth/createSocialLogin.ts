import * as oauth from 'oauth4webapi'
import type { FrameDatabase } from '../database/openFrameDatabase'
import { AuthorizationServers, requestOptions } from './authorizationServers'
import { fetchOAuthIdentity, identityFromIdToken } from './providerProfiles'
import { newFlowSecret, SocialFlowStore } from './SocialFlowStore'
import { type SocialIdentity, SocialIdentityStore } from './SocialIdentityStore'
import { SocialLoginError } from './SocialLoginError'
import {
  isSocialLoginProvider,
  type ResolvedProvider,
  resolveProvider,
  type SocialLoginConfig,
  type SocialLoginProvider,
} from './socialLoginConfig'
import { type SignInStep, toSocialLoginError } from './toSocialLoginError'

/** Options of {@link createSocialLogin}. */
export interface SocialLoginOptions {
  /** The frame host's database (with {@link SOCIAL_MIGRATIONS} applied). */
  db: FrameDatabase
  /** Clients per project and provider (client ids and secrets stay here: nothing of it reaches a page). */
  config: SocialLoginConfig
  /** The frame host's public origin; redirect URIs are `${publicUrl}/oauth/callback/<projectId>/<provider>`. */
  publicUrl: string
  /** How long a started sign-in stays valid (default 10 minutes). */
  flowTtlMs?: number
  /** Timeout of each request to a provider (default 10 s). */
  requestTimeoutMs?: number
  now?: () => number
}

/** What a frame gets when it starts a sign-in. */
export interface StartedSocialLogin {
  /** Where the popup goes: the provider's authorization endpoint with this flow's parameters. */
  authorizationUrl: string
  /** The flow's `state` (also in the URL). The callback page posts only this to the app. */
  state: string
  /** Proof that the finishing frame is the starting one: keep it in the frame, never give it to the app. */
  bindingToken: string
  expiresAt: Date
}

/** The outcome of a provider's callback. */
export interface SocialCallbackResult {
  state: string
  /** The app origin the flow was started for (the callback page posts `{type:'OAUTH_DONE', state}` there). */
  appOrigin: string | null
  identity: SocialIdentity
}

/** A finished sign-in: the user to open a session for. */
export interface FinishedSocialLogin {
  userId: string
  identity: SocialIdentity
  /** The identity joined an existing email account through its verified address. */
  linkedByEmail: boolean
}

/** Server-side social login: see {@link createSocialLogin}. */
export interface SocialLogin {
  start(input: { projectId: string; provider: string; appOrigin?: string }): Promise<StartedSocialLogin>
  callback(input: {
    projectId: string
    provider: string
    params: URLSearchParams
  }): Promise<SocialCallbackResult>
  finish(input: { projectId: string; state: string; bindingToken: string }): Promise<FinishedSocialLogin>
  /** The redirect URI registered at a provider for a project. */
  redirectUri(projectId: string, provider: SocialLoginProvider): string
  /** The app origin of the live flow with `state` (null when unknown or expired). */
  appOriginOf(state: string): Promise<string | null>
}

function step<T>(name: SignInStep, run: () => T): T {
  try {
    return run()
  } catch (error) {
    throw toSocialLoginError(error, name)
  }
}

async function stepAsync<T>(name: SignInStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toSocialLoginError(error, name)
  }
}

/** The path of the OAuth callback for a project and provider. */
export function oauthCallbackPath(projectId: string, provider: SocialLoginProvider): string {
  return `/oauth/callback/${encodeURIComponent(projectId)}/${provider}`
}

/** Matches {@link oauthCallbackPath}: `[projectId, provider]`, or undefined. */
export function parseOauthCallbackPath(path: string): [projectId: string, provider: string] | undefined {
  const match = /^\/oauth\/callback\/([^/]+)\/([^/]+)$/.exec(path)
  if (!match) return undefined
  try {
    return [decodeURIComponent(match[1]!), match[2]!]
  } catch {
    return undefined
  }
}

/**
 * The frame host's OAuth client for the social providers: authorization code flow with PKCE (S256),
 * `state` and `nonce` (OpenID Connect); the verifier and nonce are kept server-side by state, the flow
 * bound to the frame that started it by a token only that frame holds; the code is exchanged on the
 * server, the ID token checked (issuer, audience, expiry, nonce, signature against the provider's JWKS)
 * or the user read from the provider's API; then the identity rule of {@link SocialIdentityStore}.
 *
 * The wiring: the frame calls `start` (through its API) and keeps `bindingToken`; the app opens the
 * popup at `authorizationUrl`; the provider redirects to `redirectUri(projectId, provider)`, whose
 * route calls `callback` with the query (or the form body for Apple's form_post) and posts
 * `{type:'OAUTH_DONE', state}` to `appOrigin`; the frame then calls `finish` and opens the session.
 * @example
 * const social = createSocialLogin({ db, config, publicUrl: 'https://frame.example' })
 * const { authorizationUrl, state, bindingToken } = await social.start({ projectId, provider: 'google', appOrigin })
 */
export function createSocialLogin(options: SocialLoginOptions): SocialLogin {
  const now = options.now ?? Date.now
  const timeoutMs = options.requestTimeoutMs ?? 10_000
  const flows = new SocialFlowStore(options.db, now)
  const identities = new SocialIdentityStore(options.db, now)
  const servers = new AuthorizationServers(timeoutMs, now)
  const publicUrl = options.publicUrl.replace(/\/$/, '')
  const redirectUri = (projectId: string, provider: SocialLoginProvider) =>
    `${publicUrl}${oauthCallbackPath(projectId, provider)}`

  const providerFor = (projectId: string, provider: string): ResolvedProvider => {
    const resolved = isSocialLoginProvider(provider)
      ? resolveProvider(options.config, projectId, provider)
      : undefined
    if (!resolved)
      throw new SocialLoginError(
        'PROVIDER_NOT_ENABLED',
        `${provider} sign-in is not enabled for this project`,
      )
    return resolved
  }

  const clientOf = (p: ResolvedProvider): oauth.Client => ({ client_id: p.clientId })
  const authOf = (p: ResolvedProvider): oauth.ClientAuth =>
    p.tokenAuthMethod === 'client_secret_basic'
      ? oauth.ClientSecretBasic(p.clientSecret)
      : oauth.ClientSecretPost(p.clientSecret)

  async function start(input: {
    projectId: string
    provider: string
    appOrigin?: string
  }): Promise<StartedSocialLogin> {
    const provider = providerFor(input.projectId, input.provider)
    const as = await servers.get(provider)
    if (!as.authorization_endpoint)
      throw new SocialLoginError('PROVIDER_UNAVAILABLE', `${provider.provider} has no authorization endpoint`)
    const codeVerifier = oauth.generateRandomCodeVerifier()
    const nonce = provider.shape === 'oidc' ? oauth.generateRandomNonce() : undefined
    const bindingToken = newFlowSecret()
    const { state, expiresAt } = await flows.create({
      kind: 'oauth',
      projectId: input.projectId,
      provider: provider.provider,
      bindingToken,
      codeVerifier,
      ...(nonce ? { nonce } : {}),
      ...(input.appOrigin ? { appOrigin: input.appOrigin } : {}),
      ttlMs: options.flowTtlMs ?? 600_000,
    })
    const url = new URL(as.authorization_endpoint)
    url.searchParams.set('client_id', provider.clientId)
    url.searchParams.set('redirect_uri', redirectUri(input.projectId, provider.provider))
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('scope', provider.scopes.join(' '))
    url.searchParams.set('state', state)
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier))
    url.searchParams.set('code_challenge_method', 'S256')
    if (nonce) url.searchParams.set('nonce', nonce)
    if (provider.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post')
    return { authorizationUrl: url.href, state, bindingToken, expiresAt }
  }

  async function callback(input: {
    projectId: string
    provider: string
    params: URLSearchParams
  }): Promise<SocialCallbackResult> {
    const state = input.params.get('state')
    if (!state) throw new SocialLoginError('STATE_UNKNOWN', 'The callback carries no state')
    // Claimed first: whatever happens next, this state never comes back a second time.
    const flow = await flows.claimCallback(state)
    try {
      if (flow.kind !== 'oauth')
        throw new SocialLoginError('STATE_UNKNOWN', 'No OAuth sign-in has this state')
      if (flow.projectId !== input.projectId)
        throw new SocialLoginError('WRONG_PROJECT', 'This callback came for another project than its sign-in')
      if (flow.provider !== input.provider)
        throw new SocialLoginError(
          'WRONG_PROVIDER',
          'This callback came from another provider than its sign-in',
        )
      const provider = providerFor(flow.projectId, flow.provider)
      const identity = await exchange(provider, flow, input.params, state)
      const resolved = await identities.resolve(identity)
      await flows.complete(state, resolved.userId, { ...identity, linkedByEmail: resolved.linkedByEmail })
      return { state, appOrigin: flow.appOrigin, identity }
    } catch (error) {
      const refusal = toSocialLoginError(error)
      await flows.fail(state, refusal.oauthError ?? refusal.code).catch(() => undefined)
      throw refusal
    }
  }

  async function exchange(
    provider: ResolvedProvider,
    flow: { codeVerifier: string | null; nonce: string | null; projectId: string },
    params: URLSearchParams,
    state: string,
  ): Promise<SocialIdentity> {
    const as = await servers.get(provider)
    const client = clientOf(provider)
    const validated = step('authorization', () => oauth.validateAuthResponse(as, client, params, state))
    if (!flow.codeVerifier) throw new SocialLoginError('STATE_USED', 'This sign-in already came back once')
    const verifier = flow.codeVerifier
    const tokenUrl = as.token_endpoint ?? ''
    const { response, result } = await stepAsync('token', async () => {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        authOf(provider),
        validated,
        redirectUri(flow.projectId, provider.provider),
        verifier,
        requestOptions(tokenUrl, timeoutMs),
      )
      const result = await oauth.processAuthorizationCodeResponse(
        as,
        client,
        response,
        provider.shape === 'oidc'
          ? { expectedNonce: flow.nonce ?? oauth.expectNoNonce, requireIdToken: true }
          : undefined,
      )
      return { response, result }
    })
    if (provider.shape === 'oidc') {
      await stepAsync('signature', () =>
        oauth.validateApplicationLevelSignature(as, response, {
          [oauth.jwksCache]: servers.jwksCacheFor(provider.issuer),
          ...requestOptions(as.jwks_uri ?? tokenUrl, timeoutMs),
        }),
      )
      return identityFromIdToken(provider.provider, oauth.getValidatedIdTokenClaims(result))
    }
    if (!provider.apiBaseUrl)
      throw new SocialLoginError('PROVIDER_NOT_ENABLED', `${provider.provider} has no API configured`)
    return fetchOAuthIdentity(provider.provider, {
      apiBaseUrl: provider.apiBaseUrl,
      accessToken: result.access_token,
      timeoutMs,
    })
  }

  async function finish(input: {
    projectId: string
    state: string
    bindingToken: string
  }): Promise<FinishedSocialLogin> {
    const flow = await flows.finish(input.state, input.bindingToken, input.projectId)
    if (!flow.identity) throw new SocialLoginError('NOT_COMPLETED', 'The provider has not answered yet')
    const { linkedByEmail = false, ...identity } = flow.identity
    return { userId: flow.userId, identity, linkedByEmail }
  }

  return { start, callback, finish, redirectUri, appOriginOf: (state) => flows.appOriginOf(state) }
}

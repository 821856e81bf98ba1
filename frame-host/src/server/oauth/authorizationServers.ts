import * as oauth from 'oauth4webapi'
import { SocialLoginError } from './SocialLoginError'
import type { ResolvedProvider } from './socialLoginConfig'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether plain http may be used for `url`: only on loopback (the devnet). Anywhere else a provider
 * must be https, as oauth4webapi requires.
 */
export function allowsInsecure(url: string): boolean {
  const parsed = new URL(url)
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)
}

/** Request options for oauth4webapi calls to `url`: a timeout, and http on loopback only. */
export function requestOptions(url: string, timeoutMs: number) {
  return {
    signal: AbortSignal.timeout(timeoutMs),
    ...(allowsInsecure(url) ? { [oauth.allowInsecureRequests]: true } : {}),
  }
}

interface Cached {
  as: oauth.AuthorizationServer
  at: number
}

/**
 * Authorization server metadata per provider: OpenID Connect providers through their discovery
 * document (cached an hour; the issuer in it must be the configured one), plain-OAuth ones from their
 * configured endpoints. A discovery that fails is PROVIDER_UNAVAILABLE and is not cached.
 */
export class AuthorizationServers {
  private readonly cache = new Map<string, Cached>()
  /** JWKS caches per issuer, shared by every signature check of that issuer. */
  readonly jwks = new Map<string, oauth.JWKSCacheInput>()

  constructor(
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The metadata of `provider`. */
  async get(provider: ResolvedProvider): Promise<oauth.AuthorizationServer> {
    if (provider.shape === 'oauth') {
      if (!provider.authorizationEndpoint || !provider.tokenEndpoint)
        throw new SocialLoginError('PROVIDER_NOT_ENABLED', `${provider.provider} has no endpoints configured`)
      return {
        issuer: provider.issuer,
        authorization_endpoint: provider.authorizationEndpoint,
        token_endpoint: provider.tokenEndpoint,
        code_challenge_methods_supported: ['S256'],
      }
    }
    const cached = this.cache.get(provider.issuer)
    if (cached && this.now() - cached.at < 3_600_000) return cached.as
    const issuer = new URL(provider.issuer)
    let as: oauth.AuthorizationServer
    try {
      const response = await oauth.discoveryRequest(issuer, {
        algorithm: 'oidc',
        ...requestOptions(provider.issuer, this.timeoutMs),
      })
      as = await oauth.processDiscoveryResponse(issuer, response)
    } catch (cause) {
      throw new SocialLoginError(
        'PROVIDER_UNAVAILABLE',
        `The ${provider.provider} discovery document could not be read`,
        undefined,
        {
          cause,
        },
      )
    }
    const overridden = {
      ...as,
      ...(provider.authorizationEndpoint ? { authorization_endpoint: provider.authorizationEndpoint } : {}),
      ...(provider.tokenEndpoint ? { token_endpoint: provider.tokenEndpoint } : {}),
    }
    this.cache.set(provider.issuer, { as: overridden, at: this.now() })
    return overridden
  }

  /** The JWKS cache of an issuer (kept across calls so keys are fetched once, and again on rotation). */
  jwksCacheFor(issuer: string): oauth.JWKSCacheInput {
    let cache = this.jwks.get(issuer)
    if (!cache) {
      cache = {}
      this.jwks.set(issuer, cache)
    }
    return cache
  }
}

import { z } from 'zod'
import type { SocialIdentity } from './SocialIdentityStore'
import { SocialLoginError } from './SocialLoginError'
import type { SocialLoginProvider } from './socialLoginConfig'

const id = z.union([z.string().min(1).max(256), z.number().int().nonnegative()]).transform(String)
const optionalText = z.string().max(1024).nullish()

const githubUser = z.object({ id, login: z.string().min(1).max(256), name: optionalText })
const githubEmails = z
  .array(z.object({ email: z.string().max(320), primary: z.boolean(), verified: z.boolean() }))
  .max(100)
const discordUser = z.object({
  id,
  username: z.string().min(1).max(256),
  global_name: optionalText,
  email: optionalText,
  verified: z.boolean().optional(),
})
const xUser = z.object({ data: z.object({ id, name: optionalText, username: z.string().min(1).max(256) }) })
const facebookUser = z.object({ id, name: optionalText, email: optionalText })

/** The ID token claims a social identity is read from (after the token was verified). */
const idTokenClaims = z.object({
  sub: z.string().min(1).max(256),
  email: z.string().max(320).optional(),
  // Google says true/false; Apple says "true"/"false".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().max(1024).optional(),
})

/**
 * The identity in a verified ID token (Google, Apple): `sub`, and the email only with what the token
 * says of its verification (a missing `email_verified` is unverified).
 */
export function identityFromIdToken(provider: SocialLoginProvider, claims: unknown): SocialIdentity {
  const parsed = idTokenClaims.safeParse(claims)
  if (!parsed.success)
    throw new SocialLoginError('ID_TOKEN_INVALID', `The ${provider} ID token lacks a subject`)
  const { sub, email, email_verified, name } = parsed.data
  return {
    provider,
    subject: sub,
    username: email ?? name ?? sub,
    ...(email ? { email: email.toLowerCase() } : {}),
    emailVerified: email !== undefined && (email_verified === true || email_verified === 'true'),
  }
}

/** How to call a provider's user API. */
export interface ApiCall {
  apiBaseUrl: string
  accessToken: string
  timeoutMs: number
  fetch?: typeof fetch
}

async function getJson(call: ApiCall, path: string, provider: SocialLoginProvider): Promise<unknown> {
  let res: Response
  try {
    res = await (call.fetch ?? fetch)(`${call.apiBaseUrl.replace(/\/$/, '')}${path}`, {
      headers: {
        authorization: `Bearer ${call.accessToken}`,
        accept: provider === 'github' ? 'application/vnd.github+json' : 'application/json',
        'user-agent': 'airlock-frame-host',
      },
      signal: AbortSignal.timeout(call.timeoutMs),
    })
  } catch (cause) {
    throw new SocialLoginError('PROVIDER_UNAVAILABLE', `The ${provider} user API did not answer`, undefined, {
      cause,
    })
  }
  if (!res.ok)
    throw new SocialLoginError('PROVIDER_UNAVAILABLE', `The ${provider} user API answered HTTP ${res.status}`)
  try {
    return await res.json()
  } catch (cause) {
    throw new SocialLoginError(
      'PROFILE_INVALID',
      `The ${provider} user API answered something other than JSON`,
      undefined,
      {
        cause,
      },
    )
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, provider: SocialLoginProvider): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new SocialLoginError('PROFILE_INVALID', `The ${provider} user API answered an unexpected shape`)
  return parsed.data
}

/**
 * Reads who signed in from a plain-OAuth provider's own API, as each real one answers:
 * - GitHub: `GET /user` (id, login), then `GET /user/emails`: the primary address, verified per its flag.
 * - Discord: `GET /users/@me`: `email` verified per `verified`.
 * - X: `GET /2/users/me`: no email.
 * - Facebook: `GET /me?fields=id,name,email`: an email but no statement of verification, so unverified.
 */
export async function fetchOAuthIdentity(
  provider: SocialLoginProvider,
  call: ApiCall,
): Promise<SocialIdentity> {
  switch (provider) {
    case 'github': {
      const user = parse(githubUser, await getJson(call, '/user', provider), provider)
      const emails = parse(githubEmails, await getJson(call, '/user/emails', provider), provider)
      const primary = emails.find((e) => e.primary)
      return {
        provider,
        subject: user.id,
        username: user.login,
        ...(primary ? { email: primary.email.toLowerCase() } : {}),
        emailVerified: primary?.verified === true,
      }
    }
    case 'discord': {
      const user = parse(discordUser, await getJson(call, '/users/@me', provider), provider)
      return {
        provider,
        subject: user.id,
        username: user.username,
        ...(user.email ? { email: user.email.toLowerCase() } : {}),
        emailVerified: Boolean(user.email) && user.verified === true,
      }
    }
    case 'x': {
      const { data } = parse(xUser, await getJson(call, '/2/users/me', provider), provider)
      return { provider, subject: data.id, username: data.username, emailVerified: false }
    }
    case 'facebook': {
      const user = parse(facebookUser, await getJson(call, '/me?fields=id,name,email', provider), provider)
      return {
        provider,
        subject: user.id,
        username: user.name ?? user.id,
        ...(user.email ? { email: user.email.toLowerCase() } : {}),
        emailVerified: false,
      }
    }
    default:
      throw new SocialLoginError('PROVIDER_NOT_ENABLED', `${provider} has no user API here`)
  }
}

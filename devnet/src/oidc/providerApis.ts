import type { DevnetSocialProvider } from './socialProviders'
import { type DevnetSocialUser, emailVerifiedAt, subjectOf } from './socialUsers'

/** What an API route answers: a status and a JSON body. */
export interface ApiAnswer {
  status: number
  body: unknown
}

/** The 401 each real API gives for a missing, unknown or expired token. */
export function unauthorizedAnswer(provider: DevnetSocialProvider): ApiAnswer {
  switch (provider) {
    case 'github':
      return { status: 401, body: { message: 'Bad credentials', status: '401' } }
    case 'discord':
      return { status: 401, body: { message: '401: Unauthorized', code: 0 } }
    case 'x':
      return {
        status: 401,
        body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
      }
    default:
      return {
        status: 400,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      }
  }
}

const notFound: ApiAnswer = { status: 404, body: { message: 'Not Found' } }
const avatar = (user: DevnetSocialUser) => `https://avatars.airlock.test/${user.key}.png`

/**
 * The user endpoints of the plain-OAuth providers, with the shapes of their real APIs:
 * GitHub `GET /user` and `GET /user/emails` (needs `user:email`), Discord `GET /users/@me` (email and
 * `verified` with the `email` scope), X `GET /2/users/me` (`{data}`), Facebook `GET /me?fields=…`.
 * `path` is the part after the provider's API prefix; `scopes` are those granted to the token.
 */
export function providerApiAnswer(
  provider: DevnetSocialProvider,
  path: string,
  url: URL,
  user: DevnetSocialUser,
  scopes: ReadonlySet<string>,
): ApiAnswer {
  const id = subjectOf(user, provider)
  switch (provider) {
    case 'github':
      if (path === '/user')
        return {
          status: 200,
          body: {
            login: user.handle,
            id: Number(id),
            node_id: `U_${Buffer.from(id).toString('base64url')}`,
            avatar_url: avatar(user),
            type: 'User',
            name: user.name,
            // The public profile email: GitHub users mostly keep it empty; the list below is what counts.
            email: null,
          },
        }
      if (path === '/user/emails') {
        if (!scopes.has('user:email'))
          return { status: 404, body: { message: 'Not Found', documentation_url: 'user:email scope needed' } }
        return {
          status: 200,
          body: user.email
            ? [
                {
                  email: user.email,
                  primary: true,
                  verified: emailVerifiedAt(user, 'github'),
                  visibility: 'private',
                },
                {
                  email: `${id}+${user.handle}@users.noreply.github.com`,
                  primary: false,
                  verified: true,
                  visibility: null,
                },
              ]
            : [
                {
                  email: `${id}+${user.handle}@users.noreply.github.com`,
                  primary: true,
                  verified: true,
                  visibility: null,
                },
              ],
        }
      }
      return notFound
    case 'discord':
      if (path !== '/users/@me') return notFound
      return {
        status: 200,
        body: {
          id,
          username: user.handle,
          global_name: user.name,
          discriminator: '0',
          avatar: null,
          ...(scopes.has('email')
            ? { email: user.email ?? null, verified: emailVerifiedAt(user, 'discord') }
            : {}),
        },
      }
    case 'x': {
      if (path !== '/2/users/me') return notFound
      const fields = new Set((url.searchParams.get('user.fields') ?? '').split(','))
      return {
        status: 200,
        body: {
          data: {
            id,
            name: user.name,
            username: user.handle,
            ...(fields.has('profile_image_url') ? { profile_image_url: avatar(user) } : {}),
          },
        },
      }
    }
    case 'facebook': {
      if (path !== '/me') return notFound
      const fields = new Set((url.searchParams.get('fields') ?? 'id,name').split(','))
      const body: Record<string, unknown> = { id }
      if (fields.has('name')) body.name = user.name
      if (fields.has('email') && scopes.has('email') && user.email) body.email = user.email
      if (fields.has('picture')) body.picture = { data: { url: avatar(user), is_silhouette: false } }
      return { status: 200, body }
    }
    default:
      return notFound
  }
}

import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { SOCIAL_CALLBACK_MESSAGE } from '../../protocol/social'
import { type FrameProject, originMatches } from '../config'
import { ApiError, readBody, sendJson } from '../http/httpKit'
import type { FinishedSocialLogin, SocialLogin } from '../oauth/createSocialLogin'
import { SOCIAL_LOGIN_PROVIDERS } from '../oauth/socialLoginConfig'
import { toSocialLoginError } from '../oauth/toSocialLoginError'
import { type ApiDeps, sessionHelpers } from './apiContext'
import type { ApiRoutes } from './apiRoutes'

const projectId = z.string().min(1).max(128)
/** `state` and binding tokens: base64url secrets (see newFlowSecret). */
const flowSecret = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'a flow secret')
/** The body of a flow's next step (finish, poll): the project and the flow's two secrets. */
export const flowStepBody = z.strictObject({ projectId, state: flowSecret, bindingToken: flowSecret })
/** The body of a flow's start: the project and the app's origin (the provider where there is a choice). */
export const flowStartBody = z.strictObject({ projectId, appOrigin: z.string().max(2048) })

/**
 * What a flow's start answers besides its sign-in URL: the state, the binding token the frame keeps, and
 * when the flow expires.
 * @example
 * sendJson(res, 200, { authorizationUrl: started.authorizationUrl, ...startedFlowAnswer(started) })
 */
export function startedFlowAnswer(started: { state: string; bindingToken: string; expiresAt: Date }): {
  state: string
  bindingToken: string
  expiresAt: string
} {
  return {
    state: started.state,
    bindingToken: started.bindingToken,
    expiresAt: started.expiresAt.toISOString(),
  }
}

/**
 * Refuses a flow's next step for an unknown project.
 * @example
 * requireKnownProject(projects, body.projectId)
 */
export function requireKnownProject(projects: ReadonlyMap<string, FrameProject>, id: string): void {
  if (!projects.has(id)) throw new ApiError(403, 'Unknown project', 'UNKNOWN_PROJECT')
}

/**
 * Refuses a start for an unknown project, or from an app origin the project does not list.
 * @example
 * requireAllowedOrigin(projects, body.projectId, body.appOrigin)
 */
export function requireAllowedOrigin(
  projects: ReadonlyMap<string, FrameProject>,
  id: string,
  appOrigin: string,
): void {
  const project = projects.get(id)
  if (!project) throw new ApiError(403, 'Unknown project', 'UNKNOWN_PROJECT')
  if (!originMatches(project.origins, appOrigin))
    throw new ApiError(403, 'Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED')
}

/** What the social routes need besides the API's deps. */
export interface SocialRouteDeps extends ApiDeps {
  social: SocialLogin
  projects: readonly FrameProject[]
  /** The frame host's own origin (the callback page's). */
  frameOrigin: string
}

const MAX_FORM_BYTES = 16 * 1024

/** The callback's parameters: the query, or Apple's form_post body. */
async function callbackParams(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  if (req.method !== 'POST') return url.searchParams
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) throw new ApiError(413, 'Request body too large', 'TOO_LARGE')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The callback page's script: tells the window that opened the popup (the app) that the provider came
 * back, at the app's exact origin, with a URL holding only the flow's `state` (the code and tokens never
 * leave the server), then closes. The frame finishes the flow with its binding token.
 */
const CALLBACK_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('d').textContent);try{if(window.opener&&d.appOrigin)window.opener.postMessage({type:d.type,uri:d.uri},d.appOrigin)}catch(e){}if(d.close)window.close()})()`
const CALLBACK_SCRIPT_HASH = createHash('sha256').update(CALLBACK_SCRIPT).digest('base64')

function sendCallbackPage(
  res: ServerResponse,
  status: number,
  data: { appOrigin: string | null; uri: string; close: boolean },
  text: string,
) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // The page must reach its opener (the app): no opener policy that would cut it off.
    'cross-origin-opener-policy': 'unsafe-none',
    'content-security-policy': `default-src 'none'; script-src 'sha256-${CALLBACK_SCRIPT_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
  })
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Airlock</title></head>
<body><p>${text}</p>
<script type="application/json" id="d">${escapeJson({ type: SOCIAL_CALLBACK_MESSAGE, ...data })}</script>
<script>${CALLBACK_SCRIPT}</script></body></html>`)
}

/**
 * The provider's redirect back (`GET`, or `POST` for form_post) to `/oauth/callback/<projectId>/<provider>`:
 * the code is exchanged and the user found or created on the server; the page then tells the app (at
 * the flow's app origin only) and closes. A refused callback tells the app too, so that the frame can
 * report why; a state nobody started gets a page that tells no one.
 */
export async function handleSocialCallback(
  deps: SocialRouteDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  [project, provider]: [string, string],
): Promise<void> {
  const params = await callbackParams(req, url)
  const state = params.get('state') ?? ''
  const uri = `${deps.frameOrigin}${url.pathname}?state=${encodeURIComponent(state)}`
  try {
    const result = await deps.social.callback({ projectId: project, provider, params })
    sendCallbackPage(
      res,
      200,
      { appOrigin: result.appOrigin, uri, close: true },
      'Signed in. You can close this window.',
    )
  } catch (error) {
    const refusal = toSocialLoginError(error)
    const appOrigin =
      state && flowSecret.safeParse(state).success ? await deps.social.appOriginOf(state) : null
    sendCallbackPage(
      res,
      refusal.status,
      { appOrigin, uri, close: appOrigin !== null },
      'Sign-in failed. You can close this window.',
    )
  }
}

/**
 * Opens the session of a finished social or Farcaster sign-in and answers the frame as an email login
 * does (the session cookie, and the bearer token where cookies are not secure).
 */
export async function sendSignedInSession(
  deps: ApiDeps,
  res: ServerResponse,
  projectId: string,
  done: FinishedSocialLogin,
): Promise<void> {
  const { cookie } = sessionHelpers(deps)
  const { token, expiresAt } = await deps.sessions.create(done.userId, projectId, done.identity.provider)
  // The user's email is the one of its email identity (a verified address, or a linked email account).
  const session = await deps.sessions.resolve(token)
  const hasWallet = (await deps.keyShares.get(done.userId)) !== undefined
  sendJson(
    res,
    200,
    {
      user: {
        id: done.userId,
        email: session?.email ?? null,
        socialProvider: done.identity.provider,
        username: done.identity.username,
      },
      expiresAt: expiresAt.toISOString(),
      hasWallet,
      ...(deps.secure ? { sessionMode: 'cookie' } : { sessionMode: 'bearer', token }),
    },
    { 'set-cookie': cookie(token, deps.sessionTtlSeconds) },
  )
}

/**
 * The frame's social login API: `POST /api/social/start` (the frame asks for a provider's sign-in URL and
 * keeps the binding token) and `POST /api/social/finish` (after the callback, the same frame opens the
 * session, exactly as an email login does).
 */
export function socialRoutes(deps: SocialRouteDeps): ApiRoutes {
  const projects = new Map(deps.projects.map((p) => [p.id, p]))
  return {
    'POST /api/social/start': async (req, res) => {
      const body = await readBody(req, flowStartBody.extend({ provider: z.enum(SOCIAL_LOGIN_PROVIDERS) }))
      requireAllowedOrigin(projects, body.projectId, body.appOrigin)
      const started = await deps.social.start(body)
      sendJson(res, 200, { authorizationUrl: started.authorizationUrl, ...startedFlowAnswer(started) })
    },
    'POST /api/social/finish': async (req, res) => {
      const body = await readBody(req, flowStepBody)
      requireKnownProject(projects, body.projectId)
      const done = await deps.social.finish(body)
      await sendSignedInSession(deps, res, body.projectId, done)
    },
  }
}

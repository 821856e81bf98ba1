// The frame's Farcaster sign-in API: the frame opens a relay channel through its server (and keeps the
// binding token), shows the app the `farcaster://connect` URL, and polls until the Farcaster app signed;
// the server verifies the message against the IdRegistry and opens the session as a social login does.
import type { FrameProject } from '../config'
import { readBody, sendJson } from '../http/httpKit'
import type { ApiDeps } from '../routes/apiContext'
import type { ApiRoutes } from '../routes/apiRoutes'
import {
  flowStartBody,
  flowStepBody,
  requireAllowedOrigin,
  requireKnownProject,
  sendSignedInSession,
  startedFlowAnswer,
} from '../routes/socialRoutes'
import type { FarcasterLogin } from './createFarcasterLogin'

/** What the Farcaster routes need besides the API's deps. */
export interface FarcasterRouteDeps extends ApiDeps {
  farcaster: FarcasterLogin
  projects: readonly FrameProject[]
}

/**
 * `POST /api/farcaster/start` (`{projectId, appOrigin}` → `{url, state, bindingToken, expiresAt}`) and
 * `POST /api/farcaster/poll` (`{projectId, state, bindingToken}` → `{status: 'pending'}`, or the signed-in
 * session as `/api/social/finish` answers it). Refusals are SocialLoginErrors (`FARCASTER_INVALID`, …).
 * @example
 * const routes = farcasterRoutes({ ...apiDeps, farcaster: createFarcasterLogin(…), projects })
 */
export function farcasterRoutes(deps: FarcasterRouteDeps): ApiRoutes {
  const projects = new Map(deps.projects.map((p) => [p.id, p]))
  return {
    'POST /api/farcaster/start': async (req, res) => {
      const body = await readBody(req, flowStartBody)
      requireAllowedOrigin(projects, body.projectId, body.appOrigin)
      const started = await deps.farcaster.start(body)
      sendJson(res, 200, { url: started.url, ...startedFlowAnswer(started) })
    },
    'POST /api/farcaster/poll': async (req, res) => {
      const body = await readBody(req, flowStepBody)
      requireKnownProject(projects, body.projectId)
      const result = await deps.farcaster.poll(body)
      if (result.status === 'pending') return sendJson(res, 200, { status: 'pending' })
      await sendSignedInSession(deps, res, body.projectId, result)
    },
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiDeps } from './apiContext'
import { emailRoutes } from './emailRoutes'
import { walletRoutes } from './walletRoutes'

export { type ApiDeps, INSECURE_SESSION_COOKIE, SESSION_COOKIE } from './apiContext'

/** Route table: `METHOD /path` → handler. */
export type ApiRoutes = Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>

/** The API routes under /api: email login, email change, session, key shares, wallet proof. */
export function apiRoutes(deps: ApiDeps): ApiRoutes {
  return { ...emailRoutes(deps), ...walletRoutes(deps) }
}

import * as ALERT_LIST from './alertList'
import { walk } from './base'
import type { Alert } from './catalogue'
import { NetworkIdNotFoundError, NetworkNotFoundError } from './chain'
import { ProjectIdNotConfiguredError } from './config'
import { HttpRequestError } from './http'

type ErrorClass = abstract new (...args: never[]) => Error

const errorAlerts: [ErrorClass, Alert][] = [
  [NetworkNotFoundError, ALERT_LIST.NETWORK_NOT_FOUND],
  [NetworkIdNotFoundError, ALERT_LIST.NETWORK_NOT_FOUND],
  [ProjectIdNotConfiguredError, ALERT_LIST.PROJECT_ID_NOT_CONFIGURED],
]

/** Server text meaning the page's origin is not on the project's allow list. */
export const ORIGIN_NOT_ALLOWED_TEXT = 'Unauthorized: origin not allowed'
/** Server text meaning the project id is unknown. */
export const INVALID_KEY_TEXT = 'Unauthorized: invalid key'
/** A service's text meaning the session JWT's "not before" is in the future (clock skew). */
export const JWT_NOT_YET_VALID_TEXT = 'JWT Token is not yet valid'

/**
 * Maps an error to the alert it should raise, looking through the whole cause chain: the alert
 * errors (network not found, project id not configured),
 * then the server texts (origin not allowed, invalid key, JWT not yet valid). Returns undefined for
 * errors that raise no alert. Public so that a plugin raises the same alert for its own service's
 * errors (a JWT not yet valid: Session Expired) with `ctx.emit('alert', …)`.
 *
 * @example
 * const alert = alertFromError(error)
 * if (alert) ctx.emit('alert', { alert, source: ctx.name })
 */
export function alertFromError(error: unknown): Alert | undefined {
  const typed = walk(error, (e) => e instanceof Error && errorAlerts.some(([Class]) => e instanceof Class))
  const match = typed && errorAlerts.find(([Class]) => typed instanceof Class)
  if (match) return match[1]
  const texts: string[] = []
  walk(error, (e) => {
    if (typeof e === 'string') texts.push(e)
    else if (e instanceof HttpRequestError) texts.push(e.body, e.message)
    else if (e instanceof Error) texts.push(e.message)
    return false
  })
  const text = texts.join('\n')
  if (text.includes(ORIGIN_NOT_ALLOWED_TEXT)) return ALERT_LIST.ORIGIN_NOT_ALLOWED
  if (text.includes(INVALID_KEY_TEXT)) return ALERT_LIST.INVALID_PROJECT_ID
  if (text.includes(JWT_NOT_YET_VALID_TEXT)) return ALERT_LIST.JWT_NOT_YET_VALID
  return undefined
}

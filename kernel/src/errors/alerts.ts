import { walk } from './base'
import { HttpRequestError } from './http'

/** A persistent alert shown over the modal: a title and an explanation. */
export type Alert = {
  /** Stable identifier, for tests and analytics. */
  id: AlertId
  /** The alert's title. */
  shortMessage: string
  /** The alert's explanation. */
  longMessage: string
}

/** Identifiers of the spec's alerts (§8). */
export type AlertId =
  | 'ORIGIN_NOT_ALLOWED'
  | 'INVALID_PROJECT_ID'
  | 'JWT_NOT_YET_VALID'
  | 'NETWORK_NOT_FOUND'
  | 'PROJECT_ID_NOT_CONFIGURED'
  | 'EMBEDDED_WALLET_LOAD_TIMEOUT'
  | 'SOCIAL_LOGIN_TIMEOUT'

/** The spec's alerts, by id. */
export const ALERTS: { readonly [K in AlertId]: Alert & { id: K } } = {
  ORIGIN_NOT_ALLOWED: {
    id: 'ORIGIN_NOT_ALLOWED',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'This origin is not on the allow list of the project - add it to the project configuration.',
  },
  INVALID_PROJECT_ID: {
    id: 'INVALID_PROJECT_ID',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Invalid project id - check the projectId in the configuration.',
  },
  JWT_NOT_YET_VALID: {
    id: 'JWT_NOT_YET_VALID',
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session found - please check your time settings and connect again.',
  },
  NETWORK_NOT_FOUND: {
    id: 'NETWORK_NOT_FOUND',
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - make sure it is included in the networks of the configuration.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    id: 'PROJECT_ID_NOT_CONFIGURED',
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Project ID Not Configured - set projectId in the configuration.',
  },
  EMBEDDED_WALLET_LOAD_TIMEOUT: {
    id: 'EMBEDDED_WALLET_LOAD_TIMEOUT',
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'There was an issue loading the embedded wallet. Please try again later.',
  },
  SOCIAL_LOGIN_TIMEOUT: {
    id: 'SOCIAL_LOGIN_TIMEOUT',
    shortMessage: 'Social Login Timed Out',
    longMessage: 'There was an issue with the social login. Check that this domain is allowed and try again.',
  },
}

/** Server text meaning the page's origin is not on the project's allow list. */
export const ORIGIN_NOT_ALLOWED_TEXT = 'Unauthorized: origin not allowed'
/** Server text meaning the project id is unknown. */
export const INVALID_KEY_TEXT = 'Unauthorized: invalid key'
/** Relay text meaning the session JWT's "not before" is in the future (clock skew). */
export const JWT_NOT_YET_VALID_TEXT = 'JWT Token is not yet valid'

/**
 * Maps an error to the alert it should raise, looking through the whole cause chain: origin not
 * allowed, invalid key, JWT not yet valid. Returns undefined for errors that raise no alert.
 */
export function alertFromError(error: unknown): Alert | undefined {
  const texts: string[] = []
  walk(error, (e) => {
    if (typeof e === 'string') texts.push(e)
    else if (e instanceof HttpRequestError) texts.push(e.body, e.message)
    else if (e instanceof Error) texts.push(e.message)
    return false
  })
  const text = texts.join('\n')
  if (text.includes(ORIGIN_NOT_ALLOWED_TEXT)) return ALERTS.ORIGIN_NOT_ALLOWED
  if (text.includes(INVALID_KEY_TEXT)) return ALERTS.INVALID_PROJECT_ID
  if (text.includes(JWT_NOT_YET_VALID_TEXT)) return ALERTS.JWT_NOT_YET_VALID
  return undefined
}

/** The analytics endpoint's answer that raises an alert: 403 means the origin is not allow-listed. */
export function alertFromAnalyticsStatus(status: number): Alert | undefined {
  return status === 403 ? ALERTS.ORIGIN_NOT_ALLOWED : undefined
}

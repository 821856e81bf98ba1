// The whole user-visible message catalogue of the spec (§5, §6, §8), in one place. Views, plugins and
// error classes take their texts from here, never from string literals of their own.
import * as ALERT_LIST from './alertList'
import * as MESSAGES from './messages'

/** Every fixed user-visible message, by name (one object over ./messages; unused, it is dropped by bundlers). */
export const ERROR_MESSAGES: Readonly<typeof MESSAGES> = /* @__PURE__ */ (() => ({ ...MESSAGES }))()

/** A persistent alert shown over the modal: a title and an explanation. */
export type Alert = {
  /** Stable identifier, for tests and analytics: an `AlertId` of the kernel, or a plugin's own id. */
  id: AlertId | (string & {})
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

/** The spec's alerts, by id (one object over ./alertList; unused, it is dropped by bundlers). */
export const ALERTS: { readonly [K in AlertId]: Alert & { id: K } } = /* @__PURE__ */ (() => ({
  ...ALERT_LIST,
}))()

/** Name of a fixed catalogue message. */
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES

/** 'HTTP status code: {status}': the HTTP helper's message for a non-OK response. */
export function httpStatusMessage(status: number): string {
  return `HTTP status code: ${status}`
}

/** 'No RPC URL found for chain {id}': thrown when a network has no usable RPC endpoint. */
export function rpcUrlNotFoundMessage(chainId: string | number): string {
  return `No RPC URL found for chain ${chainId}`
}

/** 'Namespace {namespace} is not configured': thrown when no adapter or network serves a namespace. */
export function namespaceNotConfiguredMessage(namespace: string): string {
  return `Namespace ${namespace} is not configured`
}

// The names plugin's errors: each carries its key in the plugin's catalogue (namespace 'ens'), so a UI
// shows it in the visitor's locale; the English text is the spec's.
import { BaseError, type MessageKey } from '@airlock/kernel'
import { ENS_TEXTS } from '../constants'

/** A fixed error text of the names plugin. */
export type EnsErrorKey =
  | 'errorResolvingName'
  | 'errorFetchingNameSuggestions'
  | 'errorFetchingNamesForAddress'

/** The fallback of a failed name call: a fixed text, or 'Error registering name {name}'. */
export type EnsErrorFallback = { key: EnsErrorKey } | { key: 'errorRegisteringName'; name: string }

const textOf = (fallback: EnsErrorFallback): string =>
  fallback.key === 'errorRegisteringName'
    ? ENS_TEXTS.errorRegisteringName.replace('{name}', fallback.name)
    : ENS_TEXTS[fallback.key]

const keyOf = (fallback: EnsErrorFallback): MessageKey =>
  fallback.key === 'errorRegisteringName'
    ? { namespace: 'ens', key: fallback.key, params: { name: fallback.name } }
    : { namespace: 'ens', key: fallback.key }

/**
 * The name API's first `reasons[].description` of a response body, if any.
 *
 * @example
 * apiReason({ reasons: [{ description: 'Name taken' }] }) // 'Name taken'
 */
export function apiReason(body: unknown): string | undefined {
  const reasons = isRecord(body) ? body.reasons : undefined
  if (!Array.isArray(reasons)) return undefined
  const first: unknown = reasons[0]
  return isRecord(first) && typeof first.description === 'string' && first.description !== ''
    ? first.description
    : undefined
}

/**
 * A failed name-service call: its message is the API's first reason description, else the fallback's
 * text ('Error resolving name', 'Error registering name {name}'…).
 *
 * @example
 * throw new NameApiError({ body, fallback: { key: 'errorRegisteringName', name } })
 */
export class NameApiError extends BaseError {
  override name = 'NameApiError'
  constructor(args: { body: unknown; fallback: EnsErrorFallback; cause?: unknown }) {
    const reason = apiReason(args.body)
    super(reason ?? textOf(args.fallback), {
      messageKey:
        reason === undefined
          ? keyOf(args.fallback)
          : { namespace: 'ens', key: 'apiReason', params: { reason } },
      ...(args.cause === undefined ? {} : { cause: args.cause }),
    })
  }
}

/**
 * An error of the names plugin with one of its fixed texts (or 'Error registering name {name}').
 *
 * @example
 * throw new EnsError({ key: 'errorResolvingName' }, { cause })
 */
export class EnsError extends BaseError {
  override name = 'EnsError'
  constructor(fallback: EnsErrorFallback, args: { cause?: unknown; details?: string } = {}) {
    super(textOf(fallback), { messageKey: keyOf(fallback), ...args })
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

import type * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'
import {
  APP_EVENT_PAYLOADS,
  type AppEvent,
  type AppEventPayload,
  type AppEventType,
  appEventSchema,
  messageIdSchema,
} from './appEvents'
import { MAX_MESSAGE_CHARS, PROTOCOL_VERSION } from './constants'
import { FRAME_ERROR_CODES, FRAME_ERROR_MESSAGES } from './errors'
import {
  FRAME_EVENT_PAYLOADS,
  type FrameEvent,
  type FrameEventPayload,
  type FramePayloadError,
  frameEventSchema,
} from './frameEvents'
import { isKnownRpcMethod } from './rpc'

/** Why a message was rejected: the `_ERROR` payload to answer with, and the request it came from. */
export interface MessageRejection {
  success: false
  error: FramePayloadError
  /** The message's id when it was a valid UUID (to answer on). */
  id?: string
  /** The message's type when it was a known one (the answer is `<type>_ERROR`). */
  type?: string
}

/** Result of parsing one message: the typed message, or why it was rejected. */
export type ParseResult<T> = { success: true; data: T } | MessageRejection

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deepest nesting a message may have (keeps the recursive schemas far from the stack limit). */
const MAX_DEPTH = 32

function depthWithin(raw: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[raw, 0]]
  while (stack.length) {
    const [value, depth] = stack.pop()!
    if (typeof value !== 'object' || value === null) continue
    if (depth >= max) return false
    for (const child of Object.values(value)) stack.push([child, depth + 1])
  }
  return true
}

/** The JSON length of `raw`, or undefined when it is not plain JSON (cycles, bigint, functions) or too deep. */
function measure(raw: unknown): number | undefined {
  try {
    const length = JSON.stringify(raw)?.length
    if (length === undefined || length > MAX_MESSAGE_CHARS) return length
    return depthWithin(raw, MAX_DEPTH) ? length : undefined
  } catch {
    return undefined
  }
}

function reject(
  message: string,
  code: string,
  raw: Record<string, unknown>,
  knownType: boolean,
): MessageRejection {
  const id = messageIdSchema.safeParse(raw.id)
  return {
    success: false,
    error: { message, code },
    ...(id.success ? { id: id.data } : {}),
    ...(knownType && typeof raw.type === 'string' ? { type: raw.type } : {}),
  }
}

/**
 * zod's English issue texts, for this parse only: zod/mini sets no locale (its issues read 'Invalid input'),
 * and a library must not set one for the host's own schemas. The schemas' own texts still come first.
 */
const englishIssues = en().localeError

function summarize(error: z.core.$ZodError): string {
  const first = error.issues[0]
  const path = first?.path.length ? ` at ${first.path.join('.')}` : ''
  return `${FRAME_ERROR_MESSAGES.invalidMessage}${path}: ${first?.message ?? 'does not match the protocol'}`
}

function parseWith<T>(
  raw: unknown,
  schema: z.ZodMiniType<T>,
  types: Record<string, unknown>,
  extraCheck?: (raw: Record<string, unknown>) => MessageRejection | undefined,
): ParseResult<T> {
  const size = measure(raw)
  const record = isRecord(raw) ? raw : {}
  if (size === undefined || !isRecord(raw))
    return reject(FRAME_ERROR_MESSAGES.invalidMessage, FRAME_ERROR_CODES.invalidMessage, record, false)
  const knownType = typeof raw.type === 'string' && Object.hasOwn(types, raw.type)
  if (size > MAX_MESSAGE_CHARS)
    return reject(
      `${FRAME_ERROR_MESSAGES.invalidMessage}: too large`,
      FRAME_ERROR_CODES.invalidMessage,
      raw,
      knownType,
    )
  if (raw.v !== PROTOCOL_VERSION)
    return reject(
      `${FRAME_ERROR_MESSAGES.invalidMessage}: unsupported version`,
      FRAME_ERROR_CODES.invalidMessage,
      raw,
      knownType,
    )
  if (!knownType)
    return reject(
      `${FRAME_ERROR_MESSAGES.invalidMessage}: unknown type`,
      FRAME_ERROR_CODES.invalidMessage,
      raw,
      false,
    )
  const early = extraCheck?.(raw)
  if (early) return early
  const parsed = schema.safeParse(raw, { error: englishIssues })
  if (parsed.success) return { success: true, data: parsed.data }
  return reject(summarize(parsed.error), FRAME_ERROR_CODES.invalidMessage, raw, true)
}

function rpcMethodCheck(raw: Record<string, unknown>): MessageRejection | undefined {
  if (raw.type !== 'RPC_REQUEST' || !isRecord(raw.payload) || isKnownRpcMethod(raw.payload.method))
    return undefined
  return reject(FRAME_ERROR_MESSAGES.rpcNotAllowed, FRAME_ERROR_CODES.rpcNotAllowed, raw, true)
}

/**
 * Parses an app → frame message (never throws): unknown types, versions, extra keys, oversized or
 * non-JSON messages and unknown RPC methods come back as a rejection to answer with `_ERROR`.
 * @example
 * const result = parseAppEvent(event.data)
 * if (!result.success) port.postMessage(rejectionAnswer(result))
 */
export function parseAppEvent(raw: unknown): ParseResult<AppEvent> {
  return parseWith(
    raw,
    appEventSchema as unknown as z.ZodMiniType<AppEvent>,
    APP_EVENT_PAYLOADS,
    rpcMethodCheck,
  )
}

/** Parses a frame → app message (never throws); see {@link parseAppEvent}. */
export function parseFrameEvent(raw: unknown): ParseResult<FrameEvent> {
  return parseWith(raw, frameEventSchema as unknown as z.ZodMiniType<FrameEvent>, FRAME_EVENT_PAYLOADS)
}

/**
 * A new app → frame message with a fresh `crypto.randomUUID()` id; throws on a payload that does not
 * match the protocol (so the app never sends what the frame would reject).
 * @example
 * port.postMessage(createAppEvent('CONNECT_EMAIL', { email: 'ada@example.com' }))
 */
export function createAppEvent<T extends AppEventType>(type: T, payload: AppEventPayload<T>): AppEvent {
  const message = { v: PROTOCOL_VERSION, id: crypto.randomUUID(), type, payload }
  const parsed = parseAppEvent(message)
  if (!parsed.success) throw new TypeError(`createAppEvent(${type}): ${parsed.error.message}`)
  return parsed.data
}

/** The `<TYPE>_SUCCESS` answer to `request`, with the same id. */
export function successAnswer<T extends AppEventType>(
  request: { id: string; type: T },
  payload: FrameEventPayload<`${T}_SUCCESS`>,
): FrameEvent {
  return { v: PROTOCOL_VERSION, id: request.id, type: `${request.type}_SUCCESS`, payload } as FrameEvent
}

/** The `<TYPE>_ERROR` answer to `request`, with the same id. */
export function errorAnswer(
  request: { id: string; type: AppEventType },
  error: FramePayloadError,
): FrameEvent {
  return { v: PROTOCOL_VERSION, id: request.id, type: `${request.type}_ERROR`, payload: error } as FrameEvent
}

/**
 * The answer to a rejected message: `<TYPE>_ERROR` when its id and type were readable, else
 * MESSAGE_ERROR (echoing the id when it was a valid UUID, else a fresh one).
 */
export function rejectionAnswer(rejection: MessageRejection): FrameEvent {
  const id = rejection.id ?? crypto.randomUUID()
  if (rejection.type && Object.hasOwn(APP_EVENT_PAYLOADS, rejection.type))
    return errorAnswer({ id, type: rejection.type as AppEventType }, rejection.error)
  return { v: PROTOCOL_VERSION, id, type: 'MESSAGE_ERROR', payload: rejection.error }
}

import * as z from 'zod/mini'
import { type AppEventType, envelope } from './appEvents'
import {
  accountTypeSchema,
  addressSchema,
  boundedString,
  chainIdSchema,
  emailSchema,
  jsonSchema,
} from './primitives'
import { connectedUserSchema } from './user'

const none = z.optional(z.strictObject({}))

/** Payload schema of each `<TYPE>_SUCCESS` answer. */
export const SUCCESS_PAYLOADS = {
  CONNECT_EMAIL: z.strictObject({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: none,
  GET_USER: connectedUserSchema,
  IS_CONNECTED: z.strictObject({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.strictObject({ chainId: chainIdSchema }),
  SWITCH_NETWORK: z.strictObject({ chainId: chainIdSchema }),
  SIGN_OUT: none,
  RPC_REQUEST: jsonSchema,
  RPC_ABORT: none,
  UPDATE_EMAIL: z.strictObject({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ newEmail: emailSchema }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.strictObject({
    smartAccountEnabledNetworks: z.array(z.int().check(z.positive())).check(z.maxLength(256)),
  }),
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountTypeSchema, address: addressSchema }),
  RELOAD: none,
  CONNECT_SOCIAL: connectedUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ uri: boundedString(4096) }),
  GET_FARCASTER_URI: z.strictObject({ url: boundedString(4096) }),
  CONNECT_FARCASTER: z.strictObject({ userName: boundedString(256) }),
  INIT_SMART_ACCOUNT: z.strictObject({ address: addressSchema, isDeployed: z.boolean() }),
} as const satisfies Record<AppEventType, z.ZodMiniType>

/** Payload of every `<TYPE>_ERROR` answer: a message and an optional code. */
export const errorPayloadSchema = z.strictObject({
  message: boundedString(1024),
  code: z.optional(z.union([boundedString(64), z.int()])),
  /** With code COOLDOWN: seconds until a new code may be requested. */
  retryAfterSeconds: z.optional(z.int().check(z.minimum(0), z.maximum(86_400))),
})

/** An `_ERROR` payload. */
export type FramePayloadError = z.infer<typeof errorPayloadSchema>

/** Unsolicited frame → app events. */
export const UNSOLICITED_PAYLOADS = {
  /** The frame took the port and is ready for app events. */
  READY: z.strictObject({ version: z.literal(1) }),
  /** The session changed in the frame (sign-in, sign-out, expiry, network switch). */
  SESSION_UPDATE: z.strictObject({ isConnected: z.boolean(), user: z.optional(connectedUserSchema) }),
  /**
   * The frame needs (or no longer needs) to be shown: an approval, the recovery code, a code to type
   * ('otp' for the login, 'update-email' for an email change). The app lays it out.
   */
  FRAME_VISIBILITY: z.strictObject({
    visible: z.boolean(),
    reason: z.optional(z.enum(['approval', 'recovery-code', 'recovery', 'otp', 'update-email'])),
  }),
  /** A message whose type the frame does not know (or could not read); `id` echoes its id when valid. */
  MESSAGE_ERROR: errorPayloadSchema,
} as const

type Answers = {
  [T in AppEventType as `${T}_SUCCESS`]: (typeof SUCCESS_PAYLOADS)[T]
} & { [T in AppEventType as `${T}_ERROR`]: typeof errorPayloadSchema }

const answerPayloads = Object.fromEntries(
  Object.entries(SUCCESS_PAYLOADS).flatMap(([type, schema]) => [
    [`${type}_SUCCESS`, schema],
    [`${type}_ERROR`, errorPayloadSchema],
  ]),
) as Answers

/** Every frame → app payload schema by message type. */
export const FRAME_EVENT_PAYLOADS = { ...answerPayloads, ...UNSOLICITED_PAYLOADS }

/** Every frame → app message type. */
export type FrameEventType = keyof typeof FRAME_EVENT_PAYLOADS

/** The frame → app message: `_SUCCESS`/`_ERROR` answers (same id as the request), READY, SESSION_UPDATE. */
export const frameEventSchema = z.discriminatedUnion(
  'type',
  (Object.keys(FRAME_EVENT_PAYLOADS) as FrameEventType[]).map((type) =>
    envelope(type, FRAME_EVENT_PAYLOADS[type]),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
)

/** The payload of frame event `T`. */
export type FrameEventPayload<T extends FrameEventType> = z.output<(typeof FRAME_EVENT_PAYLOADS)[T]>

/** A frame → app message. */
export type FrameEvent = {
  [T in FrameEventType]: { v: 1; id: string; type: T; payload: FrameEventPayload<T> }
}[FrameEventType]

import * as z from 'zod/mini'
import { PROTOCOL_VERSION } from './constants'
import { LOCALE_PATTERN } from './locale'
import { accountTypeSchema, boundedString, chainIdSchema, emailSchema, jsonSchema } from './primitives'
import { rpcRequestSchema } from './rpc'

/** Request ids: UUIDs from crypto.randomUUID(). */
export const messageIdSchema = z.uuid()

const none = z.optional(z.strictObject({}))

/** One strict envelope `{v:1, id, type, payload}` schema for `type` with `payload`. */
export function envelope<T extends string, P extends z.ZodMiniType>(type: T, payload: P) {
  return z.strictObject({
    v: z.literal(PROTOCOL_VERSION),
    id: messageIdSchema,
    type: z.literal(type),
    payload,
  })
}

/** The OAuth providers of GET_SOCIAL_REDIRECT_URI. */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

/** Payload schema of each app → frame event (spec §7). */
export const APP_EVENT_PAYLOADS = {
  CONNECT_EMAIL: z.strictObject({ email: emailSchema }),
  CONNECT_DEVICE: none,
  /** The code is typed in the frame, never given to the app: CONNECT_OTP shows the frame's code entry. */
  CONNECT_OTP: none,
  GET_USER: z.optional(z.strictObject({ chainId: z.optional(chainIdSchema) })),
  IS_CONNECTED: none,
  GET_CHAIN_ID: none,
  SWITCH_NETWORK: z.strictObject({ chainId: chainIdSchema }),
  SIGN_OUT: none,
  RPC_REQUEST: rpcRequestSchema,
  RPC_ABORT: none,
  UPDATE_EMAIL: z.strictObject({ email: emailSchema }),
  /** Codes of an email change are typed in the frame too: these show its code entries. */
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: none,
  SYNC_THEME: z.strictObject({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(boundedString(64), z.union([boundedString(256), z.number()]))),
    w3mThemeVariables: z.optional(z.record(boundedString(64), boundedString(256))),
  }),
  SYNC_DAPP_DATA: z.strictObject({
    metadata: z.optional(
      z.strictObject({
        name: boundedString(256),
        description: boundedString(1024),
        url: boundedString(2048),
        icons: z.array(boundedString(2048)).check(z.maxLength(8)),
      }),
    ),
    sdkVersion: boundedString(64),
    sdkType: boundedString(64),
    projectId: boundedString(128),
    /**
     * The app's configured networks by CAIP-2 id: the name and native currency the modal shows, so that the
     * frame's approvals name the network and write the fee as the modal does (the app's claim: a network
     * the frame knows keeps its own name and currency).
     */
    networks: z.optional(
      z.record(
        z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
        z.strictObject({
          name: boundedString(64),
          symbol: boundedString(16),
          decimals: z.int().check(z.minimum(0), z.maximum(36)),
        }),
      ),
    ),
    /**
     * The language the app's modal shows (a language tag): the frame's own texts follow it, as its URL's
     * `locale` does at load, when the frame has that language (else the browser's, else English).
     */
    locale: z.optional(z.string().check(z.regex(LOCALE_PATTERN))),
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  SET_PREFERRED_ACCOUNT: z.strictObject({ type: accountTypeSchema }),
  RELOAD: none,
  CONNECT_SOCIAL: z.strictObject({
    uri: boundedString(4096),
    preferredAccountType: z.optional(accountTypeSchema),
    chainId: z.optional(chainIdSchema),
  }),
  GET_SOCIAL_REDIRECT_URI: z.strictObject({ provider: socialProviderSchema }),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  INIT_SMART_ACCOUNT: none,
} as const

/** Every app → frame event type. */
export type AppEventType = keyof typeof APP_EVENT_PAYLOADS

/** The app → frame event types (in declaration order). */
export const APP_EVENT_TYPES = Object.keys(APP_EVENT_PAYLOADS) as AppEventType[]

/** Declared events this frame host answers with 'not enabled' for now. */
export const NOT_ENABLED_APP_EVENTS = [] as const satisfies readonly AppEventType[]

/** The app → frame message: one strict branch per type, discriminated by `type`. */
export const appEventSchema = z.discriminatedUnion(
  'type',
  APP_EVENT_TYPES.map((type) => envelope(type, APP_EVENT_PAYLOADS[type])) as unknown as [
    z.ZodMiniObject,
    ...z.ZodMiniObject[],
  ],
)

/** The payload of app event `T`. */
export type AppEventPayload<T extends AppEventType> = z.output<(typeof APP_EVENT_PAYLOADS)[T]>

/** An app → frame message. */
export type AppEvent = {
  [T in AppEventType]: { v: 1; id: string; type: T; payload: AppEventPayload<T> }
}[AppEventType]

/** Raw JSON value (re-exported for result payloads). */
export const appJsonSchema = jsonSchema

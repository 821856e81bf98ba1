// @airlock/siwx/protocol: the sign-in server's HTTP contract (request bodies, answers, error codes) as zod
// schemas, shared by @airlock/siwx-server and the client plugin, so both sides check the same shapes.
import * as z from 'zod/mini'

/**
 * Every error code the sign-in server answers with, in `{ error: { code, message } }`. Clients tell
 * errors apart by these codes, never by the English message:
 * - request: `BAD_REQUEST`, `TOO_LARGE`, `NOT_FOUND`, `METHOD_NOT_ALLOWED`, `ORIGIN_NOT_ALLOWED`, `RATE_LIMITED`;
 * - sign-in refused: `INVALID_MESSAGE`, `DOMAIN_MISMATCH`, `URI_MISMATCH`, `CHAIN_NOT_SUPPORTED`,
 *   `CHAIN_MISMATCH`, `NONCE_UNKNOWN`, `NONCE_USED`, `NONCE_EXPIRED`, `MESSAGE_EXPIRED`,
 *   `MESSAGE_NOT_YET_VALID` and `ISSUED_AT_IN_FUTURE` (the device's clock is off: the spec's Session
 *   Expired alert), `INVALID_SIGNATURE`, `VERIFIER_UNAVAILABLE` (the chain could not be asked);
 * - sessions: `UNAUTHENTICATED`, `SESSION_NOT_FOUND`, `REVOKE_FORBIDDEN`;
 * - `INTERNAL`.
 */
export const SIWX_API_ERROR_CODES = [
  'BAD_REQUEST',
  'TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'ORIGIN_NOT_ALLOWED',
  'RATE_LIMITED',
  'INVALID_MESSAGE',
  'DOMAIN_MISMATCH',
  'URI_MISMATCH',
  'CHAIN_NOT_SUPPORTED',
  'CHAIN_MISMATCH',
  'NONCE_UNKNOWN',
  'NONCE_USED',
  'NONCE_EXPIRED',
  'MESSAGE_EXPIRED',
  'MESSAGE_NOT_YET_VALID',
  'ISSUED_AT_IN_FUTURE',
  'INVALID_SIGNATURE',
  'VERIFIER_UNAVAILABLE',
  'UNAUTHENTICATED',
  'SESSION_NOT_FOUND',
  'REVOKE_FORBIDDEN',
  'INTERNAL',
] as const

/** One of {@link SIWX_API_ERROR_CODES}. */
export type SiwxApiErrorCode = (typeof SIWX_API_ERROR_CODES)[number]

/** The codes that mean the device's clock is ahead of or behind the server's (spec §8: Session Expired). */
export const CLOCK_SKEW_ERROR_CODES: readonly SiwxApiErrorCode[] = [
  'MESSAGE_NOT_YET_VALID',
  'ISSUED_AT_IN_FUTURE',
]

const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 chain id'))
const isoTime = z.string().check(z.minLength(20), z.maxLength(40))
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max))

/** An error answer: `{ error: { code, message, retryAfterSeconds? } }`. */
export const siwxErrorAnswerSchema = z.object({
  error: z.object({
    code: z.enum(SIWX_API_ERROR_CODES),
    message: z.string(),
    retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
  }),
})

/** `POST /v1/nonce` answer: a one-time nonce and when it stops being accepted. */
export const nonceAnswerSchema = z.object({
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,128}$/)),
  expiresAt: isoTime,
})

/**
 * `POST /v1/sessions` body: the signed message and its signature (EVM: 0x hex; Solana: base58 ed25519;
 * Bitcoin: base64 BIP-322 simple). `chainId`, when given, must be the message's chain. `credentials`:
 * `cookie` (default) sets an HttpOnly cookie; `bearer` returns a token for an `Authorization: Bearer`
 * header instead (apps without cookies; never keep it where page scripts can read it).
 */
export const createSessionBodySchema = z.strictObject({
  message: text(1, 16_384),
  signature: text(1, 8_192),
  chainId: z.optional(caip2),
  credentials: z.optional(z.enum(['cookie', 'bearer'])),
})

/** A session as the server describes it. */
export const siwxSessionSchema = z.object({
  id: z.uuid(),
  chainId: caip2,
  /** The account, as verified (EVM addresses EIP-55 checksummed). */
  address: z.string(),
  /** CAIP-10 account id, `chainId:address`. */
  accountId: z.string(),
  domain: z.string(),
  uri: z.string(),
  statement: z.nullable(z.string()),
  /** The message's Issued At. */
  issuedAt: isoTime,
  /** When the session ends: the message's Expiration Time or the server's session lifetime, the earlier. */
  expiresAt: isoTime,
  createdAt: isoTime,
  revokedAt: z.nullable(isoTime),
  status: z.enum(['active', 'expired', 'revoked']),
  /** The signed message and its signature, as sent. */
  message: z.string(),
  signature: z.string(),
})

/** A session as the server describes it. */
export type SiwxServerSession = z.infer<typeof siwxSessionSchema>

/** `POST /v1/sessions` answer; `token` only with `credentials: 'bearer'`. */
export const sessionAnswerSchema = z.object({ session: siwxSessionSchema, token: z.optional(z.string()) })

/** `GET /v1/sessions` answer: the caller's active sessions. */
export const sessionListAnswerSchema = z.object({ sessions: z.array(siwxSessionSchema) })

/**
 * `POST /v1/sessions/{id}/revoke` body. Without it (or with `{}`) the caller's credentials must hold the
 * session. With `pci` (the session id again) and `signature`, the session's account signed
 * `formatRevokeMessage({ domain, sessionId })` from `@airlock/siwx/message`.
 */
export const revokeBodySchema = z.strictObject({
  pci: z.optional(text(0, 64)),
  signature: z.optional(text(1, 8_192)),
})

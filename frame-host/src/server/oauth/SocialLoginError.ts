import { ApiError } from '../http/httpKit'

/**
 * Why a social or Farcaster sign-in was refused. Each is final for its flow: nothing is connected.
 * - `PROVIDER_NOT_ENABLED`: the project does not offer this provider (or the project is unknown).
 * - `STATE_UNKNOWN`: no flow has this `state` (forged, or from another frame host).
 * - `STATE_USED`: the flow's callback already ran (a replayed callback).
 * - `STATE_EXPIRED`: the flow is older than its lifetime.
 * - `WRONG_PROJECT` / `WRONG_PROVIDER`: the callback came for another project or provider than the flow's.
 * - `PROVIDER_ERROR`: the provider answered with an OAuth error (`oauthError`: access_denied, server_error…).
 * - `PROVIDER_UNAVAILABLE`: the provider could not be reached, failed (5xx), timed out or answered
 *   something that is not its protocol.
 * - `EXCHANGE_FAILED`: the token endpoint refused the code (reused, expired, another client's, wrong verifier).
 * - `ID_TOKEN_INVALID`: the ID token's issuer, audience, nonce, expiry or signature is wrong.
 * - `PROFILE_INVALID`: the user API's answer lacks an id or does not parse.
 * - `BINDING_MISMATCH`: the finishing frame is not the one that started the flow.
 * - `NOT_COMPLETED`: the provider has not come back yet.
 * - `ALREADY_FINISHED`: the flow already produced its session.
 * - `FARCASTER_INVALID`: the Farcaster message or signature does not hold (domain, nonce, signer, fid).
 */
export type SocialLoginErrorCode =
  | 'PROVIDER_NOT_ENABLED'
  | 'STATE_UNKNOWN'
  | 'STATE_USED'
  | 'STATE_EXPIRED'
  | 'WRONG_PROJECT'
  | 'WRONG_PROVIDER'
  | 'PROVIDER_ERROR'
  | 'PROVIDER_UNAVAILABLE'
  | 'EXCHANGE_FAILED'
  | 'ID_TOKEN_INVALID'
  | 'PROFILE_INVALID'
  | 'BINDING_MISMATCH'
  | 'NOT_COMPLETED'
  | 'ALREADY_FINISHED'
  | 'FARCASTER_INVALID'

const STATUS: Record<SocialLoginErrorCode, number> = {
  PROVIDER_NOT_ENABLED: 404,
  STATE_UNKNOWN: 400,
  STATE_USED: 409,
  STATE_EXPIRED: 410,
  WRONG_PROJECT: 400,
  WRONG_PROVIDER: 400,
  PROVIDER_ERROR: 502,
  PROVIDER_UNAVAILABLE: 503,
  EXCHANGE_FAILED: 502,
  ID_TOKEN_INVALID: 502,
  PROFILE_INVALID: 502,
  BINDING_MISMATCH: 403,
  NOT_COMPLETED: 409,
  ALREADY_FINISHED: 409,
  FARCASTER_INVALID: 401,
}

/**
 * A refused social or Farcaster sign-in: an {@link ApiError} (so the frame host's routes answer it as
 * `{error: {message, code}}` with its status) with a code telling the reasons apart.
 * @example
 * if (error instanceof SocialLoginError && error.code === 'STATE_USED') …
 */
export class SocialLoginError extends ApiError {
  override readonly code: SocialLoginErrorCode

  constructor(
    code: SocialLoginErrorCode,
    message: string,
    /** The provider's OAuth error code, for PROVIDER_ERROR (e.g. 'access_denied'). */
    readonly oauthError?: string,
    options?: { cause?: unknown },
  ) {
    super(STATUS[code], message, code)
    this.code = code
    this.name = 'SocialLoginError'
    if (options?.cause !== undefined) this.cause = options.cause
  }
}

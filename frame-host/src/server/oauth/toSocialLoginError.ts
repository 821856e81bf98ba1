import * as oauth from 'oauth4webapi'
import { SocialLoginError } from './SocialLoginError'

/** The step of a callback an error came from. */
export type SignInStep = 'authorization' | 'token' | 'signature'

/** OAuth error codes of a token endpoint that mean "the provider is failing", not "the code is bad". */
const UNAVAILABLE = new Set(['server_error', 'temporarily_unavailable'])

/** oauth4webapi codes raised when a JWT's claims or timestamps do not hold. */
const JWT_CODES = new Set<string>([oauth.JWT_CLAIM_COMPARISON, oauth.JWT_TIMESTAMP_CHECK])

/**
 * Maps whatever a step of a callback threw to a {@link SocialLoginError}, by the step and the error's
 * class and code (never its text):
 * - authorization response: an OAuth error is PROVIDER_ERROR with the provider's code; an `iss` naming
 *   another issuer is WRONG_PROVIDER; a missing or other `state` is PROVIDER_ERROR;
 * - token response: an OAuth error is EXCHANGE_FAILED (the code is refused) or PROVIDER_UNAVAILABLE
 *   (server_error, temporarily_unavailable, 5xx); ID token claim or time checks are ID_TOKEN_INVALID;
 *   anything outside the protocol (not JSON, cut off) is PROVIDER_UNAVAILABLE;
 * - signature: a signature that does not verify or no matching key is ID_TOKEN_INVALID; a JWKS that
 *   cannot be fetched is PROVIDER_UNAVAILABLE;
 * - network errors and timeouts anywhere are PROVIDER_UNAVAILABLE.
 */
export function toSocialLoginError(error: unknown, step?: SignInStep): SocialLoginError {
  if (error instanceof SocialLoginError) return error
  const cause = { cause: error }
  if (error instanceof oauth.AuthorizationResponseError)
    return new SocialLoginError('PROVIDER_ERROR', `The provider answered ${error.error}`, error.error, cause)
  if (error instanceof oauth.ResponseBodyError) {
    if (UNAVAILABLE.has(error.error) || error.status >= 500)
      return new SocialLoginError(
        'PROVIDER_UNAVAILABLE',
        `The token endpoint failed (${error.error})`,
        error.error,
        cause,
      )
    return new SocialLoginError(
      'EXCHANGE_FAILED',
      `The token endpoint refused the code (${error.error})`,
      error.error,
      cause,
    )
  }
  if (error instanceof oauth.OperationProcessingError) {
    const code = error.code ?? ''
    if (step === 'authorization') {
      if (code === oauth.JSON_ATTRIBUTE_COMPARISON)
        return new SocialLoginError('WRONG_PROVIDER', 'The answer names another issuer', undefined, cause)
      return new SocialLoginError(
        'PROVIDER_ERROR',
        'The answer does not belong to this sign-in',
        undefined,
        cause,
      )
    }
    if (step === 'signature' && (code === oauth.INVALID_RESPONSE || code === oauth.KEY_SELECTION))
      return new SocialLoginError(
        'ID_TOKEN_INVALID',
        'The ID token signature does not verify',
        undefined,
        cause,
      )
    if (JWT_CODES.has(code))
      return new SocialLoginError(
        'ID_TOKEN_INVALID',
        `The ID token was refused: ${error.message}`,
        undefined,
        cause,
      )
    return new SocialLoginError(
      'PROVIDER_UNAVAILABLE',
      `The provider answered outside its protocol: ${error.message}`,
      undefined,
      cause,
    )
  }
  return new SocialLoginError('PROVIDER_UNAVAILABLE', 'The provider did not answer', undefined, cause)
}

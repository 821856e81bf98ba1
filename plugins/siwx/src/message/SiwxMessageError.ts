import { SiwxError } from '../errors'
import type { SiwxMessageData } from './types'

/**
 * Why a message was refused:
 * - `INVALID_FIELD`: a data field breaks its rule (`field` names it);
 * - `UNSUPPORTED_NAMESPACE`: no message format for the chain's namespace;
 * - `MALFORMED_MESSAGE`: the text is not a sign-in message of its namespace;
 * - `NON_CANONICAL_MESSAGE`: the text parses but is not what its data formats to (spacing, order, case of
 *   a known chain name), so two readers could understand it differently;
 * - `INVALID_RECAP`: a ReCaps (ERC-5573) resource or statement sentence that is malformed, misplaced, or
 *   disagrees with the other (see `readRecap`).
 */
export type SiwxMessageErrorCode =
  | 'INVALID_FIELD'
  | 'UNSUPPORTED_NAMESPACE'
  | 'MALFORMED_MESSAGE'
  | 'NON_CANONICAL_MESSAGE'
  | 'INVALID_RECAP'

/** A sign-in message (or its data) that cannot be written or read. */
export class SiwxMessageError extends SiwxError<SiwxMessageErrorCode> {
  override name = 'SiwxMessageError'
  /** The offending field, for `INVALID_FIELD`. */
  readonly field: keyof SiwxMessageData | undefined

  constructor(code: SiwxMessageErrorCode, details: string, field?: keyof SiwxMessageData) {
    super(code, SHORT_MESSAGES[code], { details, docsPath: '/plugins/siwx#messages' })
    this.field = field
  }
}

const SHORT_MESSAGES: Record<SiwxMessageErrorCode, string> = {
  INVALID_FIELD: 'Invalid sign-in message field',
  UNSUPPORTED_NAMESPACE: 'No sign-in message format for this chain',
  MALFORMED_MESSAGE: 'Not a sign-in message',
  NON_CANONICAL_MESSAGE: 'Sign-in message is not in canonical form',
  INVALID_RECAP: 'Sign-in message has an invalid ReCap',
}

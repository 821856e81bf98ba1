import { errorBody, type Handler, HttpError, json, type Reply } from '../http/reply'
import type { QuoteErrorCode } from './computeQuote'

/** Machine-readable reasons of the on-ramp's error answers (`code` beside the usual message and reasons). */
export type OnrampErrorCode =
  | QuoteErrorCode
  | 'invalid_request'
  | 'unknown_network'
  | 'unknown_provider'
  | 'unknown_currency'
  | 'unknown_asset'
  | 'invalid_address'
  | 'card_invalid'
  | 'already_paid'
  | 'unknown_checkout'
  | 'checkout_expired'
  | 'no_order'
  | 'provider_unavailable'
  | 'forbidden_origin'

/** An on-ramp refusal: an HTTP status, a code clients branch on, and a message people read. */
export class OnrampHttpError extends HttpError {
  constructor(
    status: number,
    readonly code: OnrampErrorCode,
    message: string,
  ) {
    super(status, message)
    this.name = 'OnrampHttpError'
  }
}

/** Runs `answer`; an OnrampHttpError it throws becomes `{ message, reasons, code }` with its status. */
export async function codedReply(answer: () => Reply | Promise<Reply>): Promise<Reply> {
  try {
    return await answer()
  } catch (error) {
    if (!(error instanceof OnrampHttpError)) throw error
    return json({ ...errorBody(error.message), code: error.code }, error.status, error.headers)
  }
}

/** Wraps a route so its OnrampHttpErrors answer with their code (see codedReply). */
export function withErrorCodes(handler: Handler): Handler {
  return (ctx) => codedReply(() => handler(ctx))
}

import { BaseError } from './base'
import { httpStatusMessage } from './catalogue'
import { kernelKey } from './kernelKey'
import * as MESSAGES from './messages'

/** A non-OK HTTP response: 'HTTP status code: {status}', carrying the status, body and URL. */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  /** The HTTP status code. */
  readonly status: number
  /** The response body as text ('' when it could not be read). */
  readonly body: string
  /** The URL requested. */
  readonly url: string
  /** The response headers. */
  readonly headers: Headers

  constructor(args: { status: number; body: string; url: string; headers?: Headers }) {
    super(httpStatusMessage(args.status), {
      details: args.body,
      metaMessages: [`URL: ${args.url}`],
      messageKey: kernelKey('httpStatus', { status: args.status }),
    })
    this.status = args.status
    this.body = args.body
    this.url = args.url
    this.headers = args.headers ?? new Headers()
  }
}

/** The caller aborted the request through its AbortSignal: 'Request was aborted'. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  constructor(args: { url: string; cause?: unknown }) {
    super(MESSAGES.requestAborted, {
      metaMessages: [`URL: ${args.url}`],
      cause: args.cause,
      messageKey: kernelKey('requestAborted'),
    })
  }
}

/** The request was aborted by something other than the caller, e.g. the 10 s timeout: 'Something went wrong'. */
export class RequestTimeoutError extends BaseError {
  override name = 'RequestTimeoutError'
  /** The timeout that expired, in milliseconds. */
  readonly timeoutMs: number
  constructor(args: { url: string; timeoutMs: number }) {
    super(MESSAGES.somethingWentWrong, {
      messageKey: kernelKey('somethingWentWrong'),
      details: `The request took longer than ${args.timeoutMs} ms.`,
      metaMessages: [`URL: ${args.url}`],
    })
    this.timeoutMs = args.timeoutMs
  }
}

/** A network-level failure without a response (connection refused, DNS, CORS): 'Unknown error'. */
export class HttpNetworkError extends BaseError {
  override name = 'HttpNetworkError'
  constructor(args: { url: string; cause?: unknown }) {
    super(MESSAGES.unknownError, {
      metaMessages: [`URL: ${args.url}`],
      cause: args.cause,
      messageKey: kernelKey('unknownError'),
    })
  }
}

/** A response body that does not match the expected schema. */
export class ResponseValidationError extends BaseError {
  override name = 'ResponseValidationError'
  constructor(args: { url: string; issues: string }) {
    super(MESSAGES.somethingWentWrong, {
      messageKey: kernelKey('somethingWentWrong'),
      details: `Unexpected response shape: ${args.issues}`,
      metaMessages: [`URL: ${args.url}`],
    })
  }
}

/** The request was aborted by neither the caller nor the timeout (e.g. the page or runtime): 'Something went wrong'. */
export class RequestInterruptedError extends BaseError {
  override name = 'RequestInterruptedError'
  constructor(args: { url: string; cause?: unknown }) {
    super(MESSAGES.somethingWentWrong, {
      messageKey: kernelKey('somethingWentWrong'),
      details: 'The request was aborted before it completed.',
      metaMessages: [`URL: ${args.url}`],
      cause: args.cause,
    })
  }
}

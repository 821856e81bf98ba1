// The base of every RPC error and the user-rejection test, which the page's initial JS needs; the standard
// codes' classes and `toRpcError` are ./rpcClasses, which only code that maps JSON-RPC errors loads.
import { BaseError } from './base'

/** Parameters of an RPC error: the cause (usually the raw JSON-RPC error) and the method called. */
export type RpcErrorParameters = { cause?: unknown; method?: string; data?: unknown }

/** Code some wallets and wallet protocols use for a user rejection; treated as 4001. */
export const USER_REJECTED_ALT_CODE = 5000

/** The base of every RPC error: a BaseError carrying the numeric `code` and the error's `data`. */
export class RpcError extends BaseError {
  /** The JSON-RPC error code. */
  readonly code: number
  /** The `data` member of the JSON-RPC error, if any. */
  readonly data: unknown
  override name = 'RpcError'

  constructor(code: number, shortMessage: string, args: RpcErrorParameters = {}) {
    super(shortMessage, {
      ...(args.cause === undefined ? {} : { cause: args.cause }),
      ...(args.method ? { metaMessages: [`Method: ${args.method}`] } : {}),
    })
    this.code = code
    this.data = args.data
  }
}

/** The shape of a JSON-RPC error object. */
export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }

/** True when the error (or any cause) is a user rejection (code 4001 or 5000). */
export function isUserRejection(err: unknown): boolean {
  return (
    walkFind(err, (e) => {
      const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined
      return code === 4001 || code === USER_REJECTED_ALT_CODE
    }) !== null
  )
}

function walkFind(err: unknown, fn: (e: unknown) => boolean): unknown {
  let current: unknown = err
  for (let depth = 0; current !== undefined && current !== null && depth < 20; depth++) {
    if (fn(current)) return current
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return null
}

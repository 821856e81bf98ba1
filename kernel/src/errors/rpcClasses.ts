// The standard JSON-RPC (EIP-1474) and provider (EIP-1193, EIP-3085) error classes and `toRpcError`, apart from
// ./rpc (RpcError, isUserRejection): a page whose eager code only tests for a rejection does not carry them.
import { type JsonRpcErrorObject, RpcError, type RpcErrorParameters, USER_REJECTED_ALT_CODE } from './rpc'

/** Fixed messages of the standard JSON-RPC (EIP-1474) and provider (EIP-1193, EIP-3085) error codes. */
export const RPC_ERROR_MESSAGES = {
  3: 'Execution reverted.',
  4001: 'User rejected the request.',
  4100: 'The requested method and/or account has not been authorized by the user.',
  4200: 'The Provider does not support the requested method.',
  4900: 'The Provider is disconnected from all chains.',
  4901: 'The Provider is not connected to the requested chain.',
  4902: 'Unrecognized chain ID. Try adding the chain first.',
  [-32700]:
    'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.',
  [-32600]: 'JSON is not a valid request object.',
  [-32601]: 'The method does not exist / is not available.',
  [-32602]: 'Invalid parameters were provided to the RPC method.',
  [-32603]: 'An internal error was received.',
  [-32000]: 'Missing or invalid parameters.',
  [-32001]: 'Requested resource not found.',
  [-32002]: 'Requested resource not available.',
  [-32003]: 'Transaction creation failed.',
  [-32004]: 'Method is not supported.',
  [-32005]: 'Request exceeds defined limit.',
  [-32006]: 'Version of JSON-RPC protocol is not supported.',
} as const

/** A standard RPC error code with a fixed message. */
export type RpcErrorCode = keyof typeof RPC_ERROR_MESSAGES

/** -32700: the server could not parse the JSON. */
export class ParseRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32700
  override name = 'ParseRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32700, RPC_ERROR_MESSAGES[-32700], args)
  }
}

/** -32600: the JSON is not a valid request object. */
export class InvalidRequestRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32600
  override name = 'InvalidRequestRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32600, RPC_ERROR_MESSAGES[-32600], args)
  }
}

/** -32601: the method does not exist or is not available. */
export class MethodNotFoundRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32601, RPC_ERROR_MESSAGES[-32601], args)
  }
}

/** -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32602
  override name = 'InvalidParamsRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32602, RPC_ERROR_MESSAGES[-32602], args)
  }
}

/** -32603: internal JSON-RPC error. */
export class InternalRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32603
  override name = 'InternalRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32603, RPC_ERROR_MESSAGES[-32603], args)
  }
}

/** -32000: missing or invalid parameters. */
export class InvalidInputRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32000
  override name = 'InvalidInputRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32000, RPC_ERROR_MESSAGES[-32000], args)
  }
}

/** -32001: requested resource not found. */
export class ResourceNotFoundRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32001
  override name = 'ResourceNotFoundRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32001, RPC_ERROR_MESSAGES[-32001], args)
  }
}

/** -32002: requested resource not available. */
export class ResourceUnavailableRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32002
  override name = 'ResourceUnavailableRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32002, RPC_ERROR_MESSAGES[-32002], args)
  }
}

/** -32003: transaction creation failed. */
export class TransactionRejectedRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32003
  override name = 'TransactionRejectedRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32003, RPC_ERROR_MESSAGES[-32003], args)
  }
}

/** -32004: method is not supported. */
export class MethodNotSupportedRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32004
  override name = 'MethodNotSupportedRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32004, RPC_ERROR_MESSAGES[-32004], args)
  }
}

/** -32005: request exceeds a defined limit (rate limit). */
export class LimitExceededRpcError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32005
  override name = 'LimitExceededRpcError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32005, RPC_ERROR_MESSAGES[-32005], args)
  }
}

/** -32006: JSON-RPC version not supported. */
export class JsonRpcVersionUnsupportedError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = -32006
  override name = 'JsonRpcVersionUnsupportedError'
  constructor(args: RpcErrorParameters = {}) {
    super(-32006, RPC_ERROR_MESSAGES[-32006], args)
  }
}

/** 4001 (and 5000): the user rejected the request. */
export class UserRejectedRequestError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 4001
  override name = 'UserRejectedRequestError'
  constructor(args: RpcErrorParameters = {}) {
    super(4001, RPC_ERROR_MESSAGES[4001], args)
  }
}

/** 4100: method or account not authorized by the user. */
export class UnauthorizedProviderError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'
  constructor(args: RpcErrorParameters = {}) {
    super(4100, RPC_ERROR_MESSAGES[4100], args)
  }
}

/** 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'
  constructor(args: RpcErrorParameters = {}) {
    super(4200, RPC_ERROR_MESSAGES[4200], args)
  }
}

/** 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'
  constructor(args: RpcErrorParameters = {}) {
    super(4900, RPC_ERROR_MESSAGES[4900], args)
  }
}

/** 4901: the provider is not connected to the requested chain. */
export class ChainDisconnectedError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(args: RpcErrorParameters = {}) {
    super(4901, RPC_ERROR_MESSAGES[4901], args)
  }
}

/** 4902: the chain is not known to the wallet (add it first). */
export class SwitchChainError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 4902
  override name = 'SwitchChainError'
  constructor(args: RpcErrorParameters = {}) {
    super(4902, RPC_ERROR_MESSAGES[4902], args)
  }
}

/** 3: execution reverted. */
export class ExecutionRevertedError extends RpcError {
  /** The error code this class stands for. */
  static readonly code = 3
  override name = 'ExecutionRevertedError'
  constructor(args: RpcErrorParameters = {}) {
    super(3, RPC_ERROR_MESSAGES[3], args)
  }
}

/** An RPC error whose code has no fixed message: keeps the server's own code and message. */
export class UnknownRpcError extends RpcError {
  override name = 'UnknownRpcError'
  constructor(code: number, message: string, args: RpcErrorParameters = {}) {
    super(code, message || 'An unknown RPC error occurred.', args)
  }
}

const classes = {
  3: ExecutionRevertedError,
  4001: UserRejectedRequestError,
  4100: UnauthorizedProviderError,
  4200: UnsupportedProviderMethodError,
  4900: ProviderDisconnectedError,
  4901: ChainDisconnectedError,
  4902: SwitchChainError,
  [-32700]: ParseRpcError,
  [-32600]: InvalidRequestRpcError,
  [-32601]: MethodNotFoundRpcError,
  [-32602]: InvalidParamsRpcError,
  [-32603]: InternalRpcError,
  [-32000]: InvalidInputRpcError,
  [-32001]: ResourceNotFoundRpcError,
  [-32002]: ResourceUnavailableRpcError,
  [-32003]: TransactionRejectedRpcError,
  [-32004]: MethodNotSupportedRpcError,
  [-32005]: LimitExceededRpcError,
  [-32006]: JsonRpcVersionUnsupportedError,
} as const satisfies Record<RpcErrorCode, new (args?: RpcErrorParameters) => RpcError>

/**
 * Maps a JSON-RPC error object to its error class (5000 counts as a user rejection); unknown codes
 * become an `UnknownRpcError` keeping the server's message.
 */
export function toRpcError(error: JsonRpcErrorObject, method?: string): RpcError {
  const code = error.code === USER_REJECTED_ALT_CODE ? 4001 : error.code
  const args: RpcErrorParameters = {
    cause: new Error(error.message),
    ...(method ? { method } : {}),
    ...(error.data === undefined ? {} : { data: error.data }),
  }
  const Class = (classes as Partial<Record<number, new (a?: RpcErrorParameters) => RpcError>>)[code]
  return Class ? new Class(args) : new UnknownRpcError(code, error.message, args)
}

import { decodeErrorResult, type Hex, isHex } from 'viem'
import { airlockSmartAccountAbi } from './abis'
import {
  AaError,
  BundlerUnavailableError,
  InsufficientFundsError,
  NonceCollisionError,
  PaymasterRefusedError,
  PaymasterUnavailableError,
  UserOperationRejectedError,
  UserOperationRevertedError,
} from './errors'

/** Which service an error came from, and what the client was doing. */
export interface AaErrorContext {
  service: 'bundler' | 'paymaster'
  /** 'send': an operation was on its way (a lost answer may mean it arrived). */
  phase: 'prepare' | 'send' | 'read'
  userOperationHash?: Hex
}

/** JSON-RPC code the devnet bundler endpoint answers with when its bundler is not running. */
const BUNDLER_NOT_RUNNING = -32002
/** JSON-RPC code of a paymaster's sponsorship refusal (ERC-7677 services use it; so does the devnet's). */
const SPONSORSHIP_REFUSED = -32001

const PAYMASTER_ERRORS = new Set([
  'PaymasterDepositTooLowError',
  'PaymasterFunctionRevertedError',
  'PaymasterNotDeployedError',
  'PaymasterPostOpFunctionRevertedError',
  'PaymasterRateLimitError',
  'PaymasterStakeTooLowError',
  'UserOperationPaymasterExpiredError',
  'UserOperationPaymasterSignatureError',
  'UserOperationRejectedByPaymasterError',
  'InvalidPaymasterAndDataError',
])
const NETWORK_ERRORS = new Set([
  'HttpRequestError',
  'TimeoutError',
  'SocketClosedError',
  'WebSocketRequestError',
])

interface Node {
  name?: unknown
  code?: unknown
  status?: unknown
  data?: unknown
  details?: unknown
  message?: unknown
  cause?: unknown
}

function chain(error: unknown): Node[] {
  const out: Node[] = []
  let current: unknown = error
  while (current && typeof current === 'object' && out.length < 20) {
    out.push(current as Node)
    current = (current as Node).cause
  }
  return out
}

function nameOf(node: Node): string {
  return typeof node.name === 'string' ? node.name : ''
}

/** The revert data a bundler attached to a simulation failure (alto: data.revertData or data). */
function revertDataOf(nodes: Node[]): Hex | undefined {
  for (const node of nodes) {
    const data = node.data as { revertData?: unknown } | unknown
    if (data && typeof data === 'object' && isHex((data as { revertData?: unknown }).revertData)) {
      return (data as { revertData: Hex }).revertData
    }
    if (isHex(data) && data.length > 2) return data
  }
  return undefined
}

/** Error(string), Panic, or the account's ExecuteError(index, inner) around either. */
export function decodeRevert(data: Hex | undefined): { reason?: string; callIndex?: number } {
  if (!data || data.length < 10) return {}
  try {
    // decodeErrorResult also knows Error(string) and Panic(uint256) besides the ABI's own errors.
    const decoded = decodeErrorResult({ abi: airlockSmartAccountAbi, data })
    const name: string = decoded.errorName
    const args = (decoded.args ?? []) as readonly unknown[]
    if (name === 'Error') return { reason: String(args[0]) }
    if (name === 'Panic') return { reason: `panic ${String(args[0])}` }
    if (name === 'ExecuteError') {
      const [index, inner] = args as readonly [bigint, Hex]
      return { ...decodeRevert(inner), callIndex: Number(index) }
    }
    return { reason: name }
  } catch {
    return { reason: `custom error ${data.slice(0, 10)}` }
  }
}

/**
 * What follows "reason: " in the bundler's error message. alto sends a simulation revert's data
 * there (hex) rather than in `data`; the error itself is identified by its code, this only reads
 * the payload.
 */
function reasonInMessage(nodes: Node[]): { revertData?: Hex; text?: string } {
  for (const node of nodes) {
    const text = typeof node.details === 'string' ? node.details : undefined
    const match = text ? /reason: (\S.*)$/s.exec(text) : null
    const found = match?.[1]?.trim()
    if (!found) continue
    if (isHex(found)) return found.length > 2 ? { revertData: found } : {}
    return { text: found }
  }
  return {}
}

function networkFailure(nodes: Node[]): Node | undefined {
  return nodes.find((n) => NETWORK_ERRORS.has(nameOf(n)))
}

/** Whether a request that failed on the network certainly never reached the server. */
function neverArrived(nodes: Node[]): boolean {
  return nodes.some((n) => n.code === 'ECONNREFUSED' || n.code === 'ENOTFOUND' || n.code === 'EHOSTUNREACH')
}

function rpcCodeOf(nodes: Node[]): number | undefined {
  const rpc = nodes.find((n) => nameOf(n) === 'RpcRequestError' && typeof n.code === 'number')
  return rpc ? (rpc.code as number) : undefined
}

/**
 * Turns what viem throws for a bundler or paymaster request into one AaError subclass, by viem's
 * error class names and JSON-RPC codes (never by message text): network failures, the devnet
 * bundler being down, simulation reverts (with the decoded reason), nonce collisions, paymaster
 * refusals, and anything else the bundler refused.
 */
export function toAaError(error: unknown, context: AaErrorContext): AaError {
  if (error instanceof AaError) return error
  const nodes = chain(error)
  const found = nodes.find((n): n is AaError => n instanceof AaError)
  if (found) return found
  const details = error instanceof Error ? error.message : String(error)
  const rpcCode = rpcCodeOf(nodes)
  const network = networkFailure(nodes)
  if (context.service === 'paymaster') {
    if (network) return new PaymasterUnavailableError({ cause: error, details })
    const data = nodes.find((n) => nameOf(n) === 'RpcRequestError')?.data as { reason?: unknown } | undefined
    const reason = typeof data?.reason === 'string' ? data.reason : undefined
    return new PaymasterRefusedError({
      cause: error,
      details,
      ...(reason ? { reason } : rpcCode === SPONSORSHIP_REFUSED ? { reason: 'refused' } : {}),
    })
  }
  if (network || rpcCode === BUNDLER_NOT_RUNNING) {
    const mayHaveBeenReceived =
      context.phase === 'send' && rpcCode !== BUNDLER_NOT_RUNNING && !neverArrived(nodes)
    return new BundlerUnavailableError({
      cause: error,
      details,
      mayHaveBeenReceived,
      ...(context.userOperationHash ? { userOperationHash: context.userOperationHash } : {}),
    })
  }
  const names = new Set(nodes.map(nameOf))
  // AA25: the nonce is used; AA10: the operation deploys an account another operation deployed first. Both
  // mean another operation of the account (another tab) landed after this one was prepared.
  if (names.has('InvalidAccountNonceError') || names.has('SenderAlreadyConstructedError')) {
    return new NonceCollisionError({ cause: error, details })
  }
  if ([...names].some((n) => PAYMASTER_ERRORS.has(n)))
    return new PaymasterRefusedError({ cause: error, details })
  if (names.has('InsufficientPrefundError')) return new InsufficientFundsError({ cause: error, details })
  if (names.has('ExecutionRevertedError')) {
    const inMessage = reasonInMessage(nodes)
    const revertData = revertDataOf(nodes) ?? inMessage.revertData
    const decoded = decodeRevert(revertData)
    const reason = decoded.reason ?? inMessage.text
    return new UserOperationRevertedError({
      cause: error,
      details,
      ...(reason ? { reason } : {}),
      ...(revertData ? { revertData } : {}),
      ...(decoded.callIndex !== undefined ? { callIndex: decoded.callIndex } : {}),
    })
  }
  return new UserOperationRejectedError({
    cause: error,
    details,
    ...(rpcCode !== undefined ? { bundlerCode: rpcCode } : {}),
  })
}

import { z } from 'zod'

/** A JSON-RPC 2.0 request id. */
export type JsonRpcId = string | number | null

/** One JSON-RPC 2.0 request as the bundler and paymaster endpoints accept it. */
export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.array(z.unknown()).optional(),
})

/** A parsed JSON-RPC request. */
export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>

/** A JSON-RPC error object. */
export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}

/** A JSON-RPC 2.0 response. */
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject }

/** JSON-RPC error codes the AA endpoints answer with (standard ones, and ERC-7677's refusal). */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** The paymaster will not sponsor this operation (policy, chain, EntryPoint or deposit). */
  sponsorshipRefused: -32001,
  /** The bundler is not running (stopped through the devnet control route, or failed to start). */
  bundlerUnavailable: -32002,
} as const

/** An error a JSON-RPC handler throws to answer with this code and message. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/** A success response. */
export function rpcResult(id: JsonRpcId | undefined, result: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id: id ?? null, result }
}

/** An error response. */
export function rpcError(
  id: JsonRpcId | undefined,
  code: number,
  message: string,
  data?: unknown,
): JsonRpcResponse {
  return { jsonrpc: '2.0', id: id ?? null, error: { code, message, ...(data === undefined ? {} : { data }) } }
}

/**
 * Answers one JSON-RPC request or a batch with `handle`: a request that does not parse gets -32600,
 * a JsonRpcError its own code, any other failure -32603 with its message.
 */
export async function answerJsonRpc(
  body: unknown,
  handle: (request: JsonRpcRequest) => Promise<unknown>,
): Promise<JsonRpcResponse | JsonRpcResponse[]> {
  const one = async (raw: unknown): Promise<JsonRpcResponse> => {
    const parsed = jsonRpcRequestSchema.safeParse(raw)
    const id = idOf(raw)
    if (!parsed.success) return rpcError(id, RPC_ERRORS.invalidRequest, 'Invalid JSON-RPC request')
    try {
      return rpcResult(parsed.data.id, await handle(parsed.data))
    } catch (error) {
      if (error instanceof JsonRpcError) return rpcError(id, error.code, error.message, error.data)
      return rpcError(id, RPC_ERRORS.internal, error instanceof Error ? error.message : String(error))
    }
  }
  if (Array.isArray(body)) {
    if (body.length === 0) return rpcError(null, RPC_ERRORS.invalidRequest, 'Empty JSON-RPC batch')
    return Promise.all(body.map(one))
  }
  return one(body)
}

function idOf(raw: unknown): JsonRpcId {
  if (raw && typeof raw === 'object' && 'id' in raw) {
    const id = (raw as { id: unknown }).id
    if (typeof id === 'string' || typeof id === 'number') return id
  }
  return null
}

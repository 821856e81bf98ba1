import { ACCOUNT_METHODS } from './accountMethods'
import { CLUSTER_METHODS } from './clusterMethods'
import { paramsOf, type RpcEnv, RpcError, type RpcMethod, stringifyRpc } from './rpcCommon'
import { TRANSACTION_METHODS } from './transactionMethods'

/** Every HTTP JSON-RPC method the node answers. */
export const SOLANA_RPC_METHODS: Readonly<Record<string, RpcMethod>> = {
  ...CLUSTER_METHODS,
  ...ACCOUNT_METHODS,
  ...TRANSACTION_METHODS,
}

type Id = string | number | null

function errorReply(id: Id, error: unknown) {
  if (error instanceof RpcError) {
    return {
      error: {
        code: error.code,
        message: error.message,
        ...(error.data !== undefined ? { data: error.data } : {}),
      },
      id,
      jsonrpc: '2.0',
    }
  }
  return {
    error: { code: -32603, message: `Internal error: ${(error as Error).message}` },
    id,
    jsonrpc: '2.0',
  }
}

async function answer(request: unknown, env: RpcEnv): Promise<object> {
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    return errorReply(null, new RpcError(-32600, 'Invalid request'))
  }
  const {
    id = null,
    method,
    params,
    jsonrpc,
  } = request as { id?: Id; method?: unknown; params?: unknown; jsonrpc?: unknown }
  if (jsonrpc !== '2.0' || typeof method !== 'string')
    return errorReply(id, new RpcError(-32600, 'Invalid request'))
  try {
    const handler = Object.hasOwn(SOLANA_RPC_METHODS, method) ? SOLANA_RPC_METHODS[method] : undefined
    if (!handler) throw new RpcError(-32601, 'Method not found')
    const result = await handler(paramsOf(params), env)
    return { id, jsonrpc: '2.0', result }
  } catch (error) {
    return errorReply(id, error)
  }
}

/**
 * Answers a JSON-RPC 2.0 body (one request or a batch) with the response text; bigints are written as numbers.
 * @example await handleRpc('{"jsonrpc":"2.0","id":1,"method":"getSlot"}', env) // '{"id":1,"jsonrpc":"2.0","result":12}'
 */
export async function handleRpc(body: string, env: RpcEnv): Promise<string> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return stringifyRpc(errorReply(null, new RpcError(-32700, 'Parse error')))
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return stringifyRpc(errorReply(null, new RpcError(-32600, 'Invalid request')))
    const replies = []
    // In order: a batch that sends then reads sees its own transaction.
    for (const request of parsed) replies.push(await answer(request, env))
    return stringifyRpc(replies)
  }
  return stringifyRpc(await answer(parsed, env))
}

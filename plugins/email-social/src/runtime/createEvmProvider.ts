// The EIP-1193 provider the evm adapter gets from `getProvider('eip155')`: every call goes to the frame as
// RPC_REQUEST (the frame answers reads through its own chain configuration and asks the visitor to
// approve signing methods in its approval window); accounts and chain switches map to the frame's events. Only
// methods the protocol knows leave; any other is refused with 'Requested RPC call is not allowed'.
import {
  isKnownRpcMethod,
  needsApproval,
  parseRpcResult,
  type RpcMethod,
  type RpcRequest,
} from '@airlock/frame-host/protocol'
import type { FrameClient } from './FrameClient'
import { FrameRequestError } from './FrameClient'

type Listener = (...args: unknown[]) => void

/**
 * An EIP-1193 error: `code` (4001 rejected, 4200 unsupported, 4100 unauthorised, -326xx), message, and
 * `data.code`: the frame's own error code when it has one (`USER_OPERATION_REVERTED`, `PAYMASTER_REFUSED`,
 * `BUNDLER_UNAVAILABLE`, `NONCE_COLLISION`…), so a dApp tells the reasons apart by code, never by text.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: { code: string },
  ) {
    super(message)
  }
}

/** The embedded wallet's EIP-1193 provider, plus the event emitter the runtime drives. */
export interface EmbeddedEvmProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Emits a provider event (the runtime calls it on SESSION_UPDATE). */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', ...args: unknown[]): void
}

/** What the provider needs from the runtime. */
export interface EvmProviderContext {
  client: Pick<FrameClient, 'request'>
  /** A method the frame does not serve was asked for: the UI shows 'Action not allowed'. */
  notAllowed(method: string): void
}

const NOT_ALLOWED = 'Requested RPC call is not allowed'

/** Maps a frame failure to an EIP-1193-style error (a rejection in the frame becomes code 4001). */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof FrameRequestError) {
    const code =
      typeof error.code === 'number' ? error.code : error.code === 'RPC_NOT_ALLOWED' ? 4200 : -32603
    const frameCode = typeof error.code === 'string' ? { code: error.code } : undefined
    return new ProviderRpcError(code === 5000 ? 4001 : code, error.shortMessage, frameCode)
  }
  if (error instanceof TypeError) return new ProviderRpcError(-32602, error.message)
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error))
}

function chainIdOf(params: unknown): number {
  const [first] = Array.isArray(params) ? params : []
  const raw = (first as { chainId?: unknown } | undefined)?.chainId
  const id = typeof raw === 'string' ? Number.parseInt(raw, 16) : typeof raw === 'number' ? raw : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new ProviderRpcError(-32602, 'Invalid chainId')
  return id
}

/**
 * The provider over one frame connection.
 * @example
 * const provider = createEvmProvider({ client, notAllowed })
 * await provider.request({ method: 'eth_requestAccounts' })
 */
export function createEvmProvider(context: EvmProviderContext): EmbeddedEvmProvider {
  const listeners = new Map<string, Set<Listener>>()
  const rpc = async (method: RpcMethod, params: unknown) => {
    const request = { method, ...(params === undefined ? {} : { params }) } as RpcRequest
    const result = await context.client.request('RPC_REQUEST', request, { timeout: !needsApproval(method) })
    const parsed = parseRpcResult(method, result)
    if (!parsed.success) throw new ProviderRpcError(-32603, `${method}: the frame's answer is not valid`)
    return parsed.data
  }
  const provider: EmbeddedEvmProvider = {
    async request({ method, params }) {
      try {
        switch (method) {
          case 'eth_requestAccounts':
            return await rpc('eth_accounts', undefined)
          case 'wallet_switchEthereumChain': {
            const chainId = chainIdOf(params)
            await context.client.request('SWITCH_NETWORK', { chainId }).catch((error: unknown) => {
              // While an approval is open the frame keeps its chain: -32002, try again after it.
              const pending = error instanceof FrameRequestError && error.code === 'APPROVAL_PENDING'
              throw new ProviderRpcError(pending ? -32002 : 4902, toProviderError(error).message)
            })
            provider.emit('chainChanged', `0x${chainId.toString(16)}`)
            return null
          }
          default:
            if (!isKnownRpcMethod(method)) {
              context.notAllowed(method)
              throw new ProviderRpcError(4200, NOT_ALLOWED)
            }
            return await rpc(method, params)
        }
      } catch (error) {
        throw toProviderError(error)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  }
  return provider
}

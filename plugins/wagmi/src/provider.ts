// The EIP-1193 provider wagmi's actions and viem's `custom` transport talk to: requests go to the wallet
// Airlock connected (through the evm adapter of the active connection, looked up on every request, so it
// follows reconnects and wallet changes; signing and sending pass the kernel's `beforeRequest` hooks); a
// chain switch goes through Airlock, so the modal, the kernel's network and wagmi stay on one chain; the
// events come from the Airlock state.

import type { EvmAdapter } from '@airlock/evm'
import type { Airlock } from '@airlock/kernel'
import { NotConnectedError } from './errors'
import { isConnected, selectEvmConnection } from './state'

/** An EIP-1193 request as viem sends it. */
export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object | undefined
}

/** The provider the connector hands to wagmi (EIP-1193: `request`, `on`, `removeListener`). */
export interface AirlockEip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/** What the provider delegates to the connector: connecting and switching (both through Airlock). */
export interface ProviderActions {
  connect(): Promise<readonly `0x${string}`[]>
  switchChain(chainId: number): Promise<void>
}

/**
 * Creates the provider over an instance. Listeners are called with EIP-1193's payloads: `accountsChanged`
 * (addresses), `chainChanged` (hex chain id), `connect` ({ chainId }), `disconnect`.
 */
export function createAirlockProvider(airlock: Airlock, actions: ProviderActions): AirlockEip1193Provider {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  let stop: (() => void) | undefined
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  const follow = () => {
    stop ??= airlock.watch(selectEvmConnection, (now, was) => {
      const on = isConnected(now)
      const wasOn = isConnected(was)
      if (on && !wasOn) emit('connect', { chainId: toHex(now.chainId) })
      if (!on && wasOn) emit('disconnect', new NotConnectedError())
      if (on && now.address !== was.address) emit('accountsChanged', [now.address])
      if (on && now.chainId !== was.chainId) emit('chainChanged', toHex(now.chainId))
    })
  }
  return {
    async request({ method, params }) {
      const connection = airlock.get(selectEvmConnection)
      switch (method) {
        case 'eth_requestAccounts':
          return actions.connect()
        case 'eth_accounts':
          return isConnected(connection) ? [connection.address] : []
        case 'eth_chainId':
          if (connection.chainId !== undefined) return toHex(connection.chainId)
          break
        case 'wallet_switchEthereumChain': {
          const [target] = Array.isArray(params) ? params : []
          await actions.switchChain(Number((target as { chainId?: string } | undefined)?.chainId))
          return null
        }
      }
      if (!isConnected(connection)) throw new NotConnectedError()
      const adapter: EvmAdapter | undefined = airlock.get((s) => s.connection.adapter('eip155'))
      if (!adapter) throw new NotConnectedError()
      // Through the adapter's gated path: a signing or sending request waits for the kernel's
      // `beforeRequest` hooks (approval gating) as the modal's own requests do.
      return adapter.request(params === undefined ? { method } : { method, params })
    },
    on(event, listener) {
      follow()
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((s) => s.size === 0)) {
        stop?.()
        stop = undefined
      }
    },
  }
}

/** A chain id as EIP-1193 writes it. */
export function toHex(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}

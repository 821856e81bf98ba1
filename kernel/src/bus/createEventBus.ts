import { EventEmitter } from 'eventemitter3'
import type { CaipNetwork, ChainNamespace } from '../chain/types'
import type { ViewEntry } from '../router/viewTypes'
import type { ConnectionStatus } from '../stores/storeTypes'
import type { CaipAddress } from '../validation/caip'

/**
 * Every bus event and its payload. Plugins add their own events by augmenting it:
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface AirlockEvents { 'swap:done': { hash: string } }
 * }
 */
export interface AirlockEvents {
  /** The account of a namespace changed (undefined address: disconnected). */
  'account:changed': {
    namespace: ChainNamespace
    address: string | undefined
    caipAddress: CaipAddress | undefined
  }
  /** The active network changed. */
  'network:changed': { network: CaipNetwork }
  /** The connection status of a namespace changed. */
  'connection:status': { namespace: ChainNamespace; status: ConnectionStatus }
  /** The modal opened. */
  'modal:open': { view: ViewEntry }
  /** The modal closed. */
  'modal:close': Record<string, never>
  /** The router's current view changed. */
  'view:changed': { view: ViewEntry; previous: ViewEntry | undefined }
  /** A plugin finished its set-up. */
  'plugin:loaded': { name: string }
  /** Something failed; `error` carries the catalogue text in its message. */
  error: { error: Error; source?: string }
}

/** Name of a bus event. */
export type AirlockEventName = keyof AirlockEvents & string

/** A listener of event `E`. */
export type AirlockEventListener<E extends AirlockEventName> = (payload: AirlockEvents[E]) => void

/** A typed event bus over eventemitter3; `on` returns an unsubscribe function. */
export interface EventBus {
  /** Subscribes; returns the unsubscribe function. */
  on<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): () => void
  /** Subscribes for one emission; returns the unsubscribe function. */
  once<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): () => void
  /** Unsubscribes a listener. */
  off<E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>): void
  /** Emits an event to its listeners (synchronously). */
  emit<E extends AirlockEventName>(event: E, payload: AirlockEvents[E]): void
  /** Number of listeners of an event. */
  listenerCount(event: AirlockEventName): number
  /** Removes every listener (on teardown). */
  clear(): void
}

type EmitterMap = { [E in AirlockEventName]: [AirlockEvents[E]] }

/** Creates one bus for one Airlock instance; a listener that throws is reported on 'error' instead of breaking the emit. */
export function createEventBus(): EventBus {
  const emitter = new EventEmitter<EmitterMap>()
  const wrappers = new Map<string, Map<unknown, (payload: never) => void>>()
  const wrap = <E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>, once: boolean) => {
    const byListener = wrappers.get(event) ?? new Map<unknown, (payload: never) => void>()
    wrappers.set(event, byListener)
    const wrapped = (payload: AirlockEvents[E]) => {
      if (once) bus.off(event, listener)
      try {
        listener(payload)
      } catch (error) {
        if (event === 'error') throw error
        bus.emit('error', { error: error instanceof Error ? error : new Error(String(error)), source: event })
      }
    }
    bus.off(event, listener)
    byListener.set(listener, wrapped as (payload: never) => void)
    emitter.on(event, wrapped as never)
    return () => bus.off(event, listener)
  }
  const bus: EventBus = {
    on: (event, listener) => wrap(event, listener, false),
    once: (event, listener) => wrap(event, listener, true),
    off(event, listener) {
      const wrapped = wrappers.get(event)?.get(listener)
      if (!wrapped) return
      wrappers.get(event)?.delete(listener)
      emitter.off(event, wrapped as never)
    },
    emit(event, payload) {
      ;(emitter.emit as (e: string, p: unknown) => boolean)(event, payload)
    },
    listenerCount: (event) => emitter.listenerCount(event),
    clear() {
      emitter.removeAllListeners()
      wrappers.clear()
    },
  }
  return bus
}

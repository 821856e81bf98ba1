import type { CaipNetwork, ChainNamespace } from '../chain/types'
import type { Alert } from '../errors/catalogue'
import type { ViewEntry } from '../router/viewTypes'
import type { ConnectionStatus } from '../stores/storeTypes'
import type { CaipAddress } from '../validation/caip'

/**
 * Every bus event and its payload. Plugins add their own events by augmenting it:
 *
 * @example
 * declare module '@airlock/kernel' {
 *   interface AirlockEvents { 'tips:sent': { hash: string } }
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
  /**
   * An alert of spec §8 was raised: show its title (`alert.shortMessage`) and what to do
   * (`alert.longMessage`). The kernel raises those of its own API clients and network lookup; a plugin
   * raises those of its services with `ctx.emit('alert', { alert, source: ctx.name })`.
   */
  alert: { alert: Alert; source?: string }
}

/** Name of a bus event. */
export type AirlockEventName = keyof AirlockEvents & string

/** A listener of event `E`. */
export type AirlockEventListener<E extends AirlockEventName> = (payload: AirlockEvents[E]) => void

/** A typed event bus; `on` returns an unsubscribe function. */
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

/**
 * Creates one bus for one Airlock instance. Listeners run synchronously in the order they were added; a
 * listener that throws is reported on 'error' instead of breaking the emit. Adding a listener twice
 * keeps one subscription.
 */
export function createEventBus(): EventBus {
  // event → listener → { once }; a Map keeps insertion order, so listeners run in the order added.
  const listeners = new Map<string, Map<unknown, { once: boolean }>>()
  const add = <E extends AirlockEventName>(event: E, listener: AirlockEventListener<E>, once: boolean) => {
    const forEvent = listeners.get(event) ?? new Map<unknown, { once: boolean }>()
    listeners.set(event, forEvent)
    forEvent.delete(listener)
    forEvent.set(listener, { once })
    return () => bus.off(event, listener)
  }
  const bus: EventBus = {
    on: (event, listener) => add(event, listener, false),
    once: (event, listener) => add(event, listener, true),
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, payload) {
      const forEvent = listeners.get(event)
      if (!forEvent) return
      for (const [listener, { once }] of [...forEvent]) {
        if (once) forEvent.delete(listener)
        try {
          ;(listener as (p: typeof payload) => void)(payload)
        } catch (error) {
          if (event === 'error') throw error
          bus.emit('error', {
            error: error instanceof Error ? error : new Error(String(error)),
            source: event,
          })
        }
      }
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    clear() {
      listeners.clear()
    },
  }
  return bus
}

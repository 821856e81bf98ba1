// The alert an instance raised last, kept until the visitor dismisses it: alerts come on the bus's `alert`
// event (from the kernel's API clients and network lookup, and from plugins' services), possibly while the
// modal is closed, and the modal shows the current one when it is open.
import type { Airlock, Alert } from '@airlock/kernel'
import { action, makeObservable, observableRef } from 'mobx'

/** The current alert of one instance. */
export class AlertStore {
  /** The alert shown, or undefined. */
  current: Alert | undefined = undefined
  /** Who raised it (the bus event's `source`: 'api', 'network', a plugin's name). */
  source: string | undefined = undefined

  constructor() {
    makeObservable(this, {
      current: observableRef,
      source: observableRef,
      raise: action,
      dismiss: action,
    })
  }

  /** Shows `alert` (replacing the one shown). */
  raise(alert: Alert, source?: string): void {
    this.current = alert
    this.source = source
  }

  /** Hides the current alert. */
  dismiss(): void {
    this.current = undefined
    this.source = undefined
  }
}

const stores = new WeakMap<Airlock, AlertStore>()

/** The alert store of `airlock`, listening to its bus's `alert` event from the first call on. */
export function alertsOf(airlock: Airlock): AlertStore {
  let store = stores.get(airlock)
  if (!store) {
    const created = new AlertStore()
    airlock.on('alert', ({ alert, source }) => created.raise(alert, source))
    stores.set(airlock, created)
    store = created
  }
  return store
}

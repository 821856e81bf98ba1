// Which catalogue registrations are ui's own core views (by definition object, per instance).
import type { Airlock, ViewDefinition, ViewId } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'

const own = new WeakSet<object>()

/** Marks a definition ui registered (its component is rendered from ui's map, not loaded). */
export function markOwnCoreView(definition: ViewDefinition): void {
  own.add(definition)
}

/** True when the catalogue's current registration of `id` is ui's own (no plugin replaced it). */
export function isOwnCoreView(airlock: Airlock, id: ViewId): boolean {
  const definition = uiHost(airlock).viewDefinition(id)
  return definition !== undefined && own.has(definition)
}

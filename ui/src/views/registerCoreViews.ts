// Registers ui's core views (title and loader) in an instance's view catalogue, so the kernel knows them.
import type { Airlock, ViewDefinition, ViewId } from '@airlock/kernel'
import type { ComponentType, LazyExoticComponent } from 'react'
import { CORE_VIEWS } from './viewMap'

type Loadable = ComponentType | LazyExoticComponent<ComponentType>

/** Registers every core view not yet in the catalogue (idempotent; the provider calls it on mount). */
export function registerCoreViews(airlock: Airlock): void {
  for (const [id, view] of Object.entries(CORE_VIEWS) as [
    ViewId,
    { title: unknown; component: Loadable },
  ][]) {
    if (airlock.views.has(id)) continue
    const definition: ViewDefinition = { id, load: async () => view.component as ComponentType }
    airlock.views.register(definition)
  }
}

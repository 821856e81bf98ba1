// Lazy React components for views registered in the kernel's catalogue (plugin views, or a plugin's
// replacement of a core view), cached per instance and registration owner.
import type { Airlock, ViewId } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

interface Cached {
  owner: string | undefined
  component: LazyExoticComponent<ComponentType>
}

const cache = new WeakMap<Airlock, Map<string, Cached>>()

/**
 * The lazy component of a catalogue view. A lazy plugin's placeholder and its real view share an owner
 * and so one component; another owner's registration (a replacement) gets its own. A failed load is
 * dropped from the cache so a retry loads again.
 */
export function resolvePluginView(airlock: Airlock, id: ViewId): LazyExoticComponent<ComponentType> {
  let views = cache.get(airlock)
  if (!views) {
    views = new Map()
    cache.set(airlock, views)
  }
  const host = uiHost(airlock)
  const owner = host.viewOwner(id)
  const cached = views.get(id)
  if (cached && cached.owner === owner) return cached.component
  const own = views
  const component = lazy(async () => {
    try {
      return { default: (await host.loadView(id)) as ComponentType }
    } catch (error) {
      own.delete(id)
      throw error
    }
  })
  views.set(id, { owner, component })
  return component
}

// Lazy React components for views registered in the kernel's catalogue (plugin views), cached per instance.
import type { Airlock, ViewId } from '@airlock/kernel'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

const cache = new WeakMap<Airlock, Map<string, LazyExoticComponent<ComponentType>>>()

/** The lazy component of a catalogue view; a failed load is dropped from the cache so a retry loads again. */
export function resolvePluginView(airlock: Airlock, id: ViewId): LazyExoticComponent<ComponentType> {
  let views = cache.get(airlock)
  if (!views) {
    views = new Map()
    cache.set(airlock, views)
  }
  const cached = views.get(id)
  if (cached) return cached
  const own = views
  const component = lazy(async () => {
    try {
      return { default: (await airlock.loadView(id)) as ComponentType }
    } catch (error) {
      own.delete(id)
      throw error
    }
  })
  views.set(id, component)
  return component
}

// Registers ui's core views (title and loader) in an instance's view catalogue, so the kernel knows them.
// A plugin that replaces one on purpose (`ctx.registerView(view, { replace: true })`) keeps it: ui never
// overrides a registration, and only fills ids that are free.
import type { Airlock, ViewDefinition, ViewEntry, ViewId } from '@airlock/kernel'
import { uiHost } from '@airlock/kernel/internal'
import { reaction } from 'mobx'
import { oncePerInstance } from '../utils/perInstance'
import { markOwnCoreView } from './ownViews'
import { CORE_VIEWS } from './viewMap'

const KEY = {}

/**
 * Registers every core view whose id is free in the catalogue (idempotent: once per instance however
 * many providers call it); an id that becomes free later (the plugin holding it was disposed) gets ui's
 * view back. Returns the release function; the last release unregisters ui's views.
 */
export function registerCoreViews(airlock: Airlock): () => void {
  return oncePerInstance(KEY, airlock, () => {
    const removers: (() => void)[] = []
    const host = uiHost(airlock)
    const ids = Object.keys(CORE_VIEWS) as ViewId[]
    const stop = reaction(
      () => ids.filter((id) => !host.hasView(id)),
      (free) => {
        for (const id of free) {
          const view = CORE_VIEWS[id]
          if (!view) continue
          const definition = {
            id,
            title: (params: unknown) => view.title({ view: id, params } as ViewEntry, airlock),
            load: async () => view.component,
          } as ViewDefinition
          markOwnCoreView(definition)
          removers.push(host.registerCoreView(definition))
        }
      },
      { fireImmediately: true },
    )
    return () => {
      stop()
      for (const remove of removers.splice(0)) remove()
    }
  })
}

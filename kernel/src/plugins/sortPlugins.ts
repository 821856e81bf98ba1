import { DuplicatePluginError, MissingPluginDependencyError, PluginCycleError } from '../errors/plugin'

/** What ordering needs to know of a plugin. */
export interface Sortable {
  name: string
  requires?: readonly string[]
}

/**
 * Orders plugins so each comes after those it requires (stable: otherwise configuration order).
 * Throws for a duplicate name, a missing dependency or a cycle.
 */
export function sortPlugins<P extends Sortable>(plugins: readonly P[]): P[] {
  const byName = new Map<string, P>()
  for (const plugin of plugins) {
    if (byName.has(plugin.name)) throw new DuplicatePluginError(plugin.name)
    byName.set(plugin.name, plugin)
  }
  for (const plugin of plugins) {
    for (const dependency of plugin.requires ?? []) {
      if (!byName.has(dependency)) throw new MissingPluginDependencyError(plugin.name, dependency)
    }
  }
  const sorted: P[] = []
  const done = new Set<string>()
  const visiting: string[] = []
  const visit = (plugin: P) => {
    if (done.has(plugin.name)) return
    const at = visiting.indexOf(plugin.name)
    if (at !== -1) throw new PluginCycleError([...visiting.slice(at), plugin.name])
    visiting.push(plugin.name)
    for (const dependency of plugin.requires ?? []) visit(byName.get(dependency) as P)
    visiting.pop()
    done.add(plugin.name)
    sorted.push(plugin)
  }
  for (const plugin of plugins) visit(plugin)
  return sorted
}

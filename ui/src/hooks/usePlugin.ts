// The API a plugin exposed (`ctx.expose`), for its own views and for the host's components.
import type { PluginApi } from '@airlock/kernel'
import { useAirlock } from './useAirlock'
import { useAirlockState } from './useAirlockState'

/**
 * The API plugin `name` exposed with `ctx.expose(api)`, typed by the plugin's `PluginApis` augmentation;
 * undefined until the plugin is set up (a lazy one loads on first need: a view it registered is only
 * shown once it is, so inside its own views the API is always there). Re-renders when it appears.
 *
 * @example
 * const tips = usePlugin('tips') // in the tips plugin's view
 * tips?.send('0.01')
 */
export function usePlugin<P extends string>(name: P): PluginApi<P> | undefined {
  const airlock = useAirlock()
  // Read through the state so the hook follows the plugin's set-up (its state turns 'loaded').
  useAirlockState((s) => s.plugins.state(name))
  return airlock.plugin(name)
}

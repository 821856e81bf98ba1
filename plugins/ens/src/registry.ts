// Type registrations of the names plugin: its view ids (so navigate('ens/register') is checked) and the
// API it exposes (so `airlock.plugin('ens')` and `usePlugin('ens')` are typed).
import type { EnsPluginApi } from './lazy/ensPlugin'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The register-name view; `name` pre-fills the input. */
    'ens/register': { name?: string } | undefined
    /** The registration-success view for the registered full name. */
    'ens/registered': { name: string }
  }
  interface PluginApis {
    /** The names store and the name endpoints (once the plugin's chunk has loaded). */
    ens: EnsPluginApi
  }
}

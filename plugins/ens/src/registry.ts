// Type registrations of the names plugin: its view ids (so router.push('ens/register') is checked)
// and its API client key (so ctx.apiClient('ens') is typed).
import type { EnsApi } from './lazy/createEnsApi'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The register-name view; `name` pre-fills the input. */
    'ens/register': { name?: string } | undefined
    /** The registration-success view for the registered full name. */
    'ens/registered': { name: string }
  }
  interface ApiClients {
    /** The name service endpoints (added by @airlock/ens when it loads). */
    ens: EnsApi
  }
}

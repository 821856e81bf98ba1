// Type registrations of the on-ramp plugin: its view id, its feature flag and the API it exposes.
import type { OnrampPluginApi } from './lazy/onrampPlugin'

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The Buy view: form, quotes, the purchase in progress and its outcome. */
    'onramp/buy': undefined
  }
  interface FeatureFlags {
    /** The on-ramp's "Buy" button of the Account view (default on). */
    onramp: boolean
  }
  interface PluginApis {
    /** The on-ramp's controller and API client (once its chunk has loaded). */
    onramp: OnrampPluginApi
  }
}

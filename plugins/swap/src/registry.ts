// Type registrations of the swap plugin: its flag, view ids and the API it exposes.
import type { SwapPluginApi } from './lazy/swapPlugin'

declare module '@airlock/kernel' {
  interface FeatureFlags {
    /** The swap feature (Account's "Swap" button), on by default (spec §9). */
    swaps: boolean
  }
  interface ViewRegistry {
    /** The swap form: tokens, amount and the live quote. */
    'swap/swap': undefined
    /** The token picker for one side of the swap. */
    'swap/select-token': { side: 'from' | 'to' }
    /** The review of the current quote, with Swap (and the approval first when needed). */
    'swap/review': undefined
  }
  interface PluginApis {
    /** The swap store and the convert endpoints (once the plugin's chunk has loaded). */
    swap: SwapPluginApi
  }
}

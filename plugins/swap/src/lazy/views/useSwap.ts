// The swap plugin's API for its views (they render only once the plugin is set up).
import { usePlugin } from '@airlock/ui'
import type { SwapPluginApi } from '../swapPlugin'

/** The exposed store and execution; throws when the swap plugin is not set up (its views need it). */
export function useSwap(): SwapPluginApi {
  const swap = usePlugin('swap')
  if (!swap) throw new Error('The swap views need the swap plugin set up (endpoints.blockchainApi)')
  return swap
}

// The active network (the kernel's getNetwork / watchNetwork), the configured networks, and switching.
import type { CaipNetwork } from '@airlock/kernel'
import { useCallback } from 'react'
import { useAirlock } from './useAirlock'
import { useObservableValue } from './useObservableValue'
import { useWatched } from './useWatched'

/** What {@link useNetwork} returns. */
export interface UseNetworkResult {
  /** The active network. */
  network: CaipNetwork
  /** Every configured network. */
  networks: readonly CaipNetwork[]
  /** CAIP-2 id of an unsupported chain the wallet sits on, if any. */
  unsupportedChainId: string | undefined
  /** Switches to a configured network (asks the wallet when connected). */
  switchNetwork: (caipNetworkId: string) => Promise<void>
}

/** Network state of the nearest Airlock instance. */
export function useNetwork(): UseNetworkResult {
  const airlock = useAirlock()
  const network = useWatched(
    airlock,
    (a) => a.getNetwork(),
    (a, listener) => a.watchNetwork(listener),
  )
  // No kernel watcher covers these two yet: read from the stores.
  const networks = useObservableValue(() => airlock.stores.network.networks)
  const unsupportedChainId = useObservableValue(() => airlock.stores.network.unsupportedChainId)
  const switchNetwork = useCallback(
    async (caipNetworkId: string) => {
      await airlock.switchNetwork(caipNetworkId)
    },
    [airlock],
  )
  return { network, networks, unsupportedChainId, switchNetwork }
}

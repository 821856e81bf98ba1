// The active network, the configured networks, and switching.
import type { CaipNetwork } from '@airlock/kernel'
import { useCallback } from 'react'
import { useAirlock } from './useAirlock'
import { useObservableValue } from './useObservableValue'

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
  const state = useObservableValue(() => ({
    network: airlock.stores.network.activeNetwork,
    networks: airlock.stores.network.networks,
    unsupportedChainId: airlock.stores.network.unsupportedChainId,
  }))
  const switchNetwork = useCallback(
    async (caipNetworkId: string) => {
      await airlock.switchNetwork(caipNetworkId)
    },
    [airlock],
  )
  return { ...state, switchNetwork }
}

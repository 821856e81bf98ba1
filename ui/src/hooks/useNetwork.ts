// The active network (the kernel's getNetwork / watchNetwork), the configured networks, and switching.
import type { AirlockState, CaipNetwork } from '@airlock/kernel'
import { useCallback } from 'react'
import { useAirlock } from './useAirlock'
import { useAirlockState } from './useAirlockState'
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

const allNetworks = (s: AirlockState) => s.network.all
const unsupportedChain = (s: AirlockState) => s.network.unsupportedChainId

/** Network state of the nearest Airlock instance. */
export function useNetwork(): UseNetworkResult {
  const airlock = useAirlock()
  const network = useWatched(
    airlock,
    (a) => a.getNetwork(),
    (a, listener) => a.watchNetwork(listener),
  )
  const networks = useAirlockState(allNetworks)
  const unsupportedChainId = useAirlockState(unsupportedChain)
  const switchNetwork = useCallback(
    async (caipNetworkId: string) => {
      await airlock.switchNetwork(caipNetworkId)
    },
    [airlock],
  )
  return { network, networks, unsupportedChainId, switchNetwork }
}

// Which networks can be switched to: a network of a connected namespace needs that namespace's adapter
// to have `switchNetwork` (the wallet is asked); other networks only change the active network.
import type { AirlockState, CaipNetwork } from '@airlock/kernel'

/** True when choosing `network` can work (or it already is the active network). */
export function canSwitchTo(state: AirlockState, network: CaipNetwork): boolean {
  if (network.caipNetworkId === state.network.active.caipNetworkId) return true
  const namespace = network.chainNamespace
  const status = state.connection.statusOf(namespace)
  if (status !== 'connected' && status !== 'pending') return true
  return typeof state.connection.adapter(namespace)?.switchNetwork === 'function'
}

/** The networks among `networks` that can be switched to (the active one included). */
export function switchableNetworks(state: AirlockState, networks: readonly CaipNetwork[]): CaipNetwork[] {
  return networks.filter((n) => canSwitchTo(state, n))
}

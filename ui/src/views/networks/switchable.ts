// Which networks can be switched to: a network of a connected namespace needs that namespace's adapter
// to have `switchNetwork` (the wallet is asked); other networks only change the active network.
import type { AirlockStores, CaipNetwork } from '@airlock/kernel'

/** True when choosing `network` can work (or it already is the active network). */
export function canSwitchTo(stores: AirlockStores, network: CaipNetwork): boolean {
  if (network.caipNetworkId === stores.network.activeNetwork.caipNetworkId) return true
  const namespace = network.chainNamespace
  if (stores.connection.status(namespace) !== 'connected') return true
  return typeof stores.connection.adapter(namespace)?.switchNetwork === 'function'
}

/** The networks among `networks` that can be switched to (the active one included). */
export function switchableNetworks(stores: AirlockStores, networks: readonly CaipNetwork[]): CaipNetwork[] {
  return networks.filter((n) => canSwitchTo(stores, n))
}

// Where the Swap button is offered: an EVM network whose chain id is in the integrator's list, by default
// the spec's 12 production chains (SWAP_CHAIN_IDS). Kernel-free: it reads only the active network's ids.
import { SWAP_CHAIN_IDS } from './tradeConstants'

/** The part of the instance state `swapOfferedOn` reads: the active network's namespace and chain id. */
export interface ActiveNetworkState {
  readonly network: { readonly active: { readonly chainNamespace: string; readonly id: number | string } }
}

/**
 * True when swaps are offered on the active network: an EVM network whose chain id is in `chains`
 * (default `SWAP_CHAIN_IDS`, the spec's 12 production chains).
 *
 * @example
 * swapOfferedOn(airlock.get((s) => s)) // false on a chain outside the 12 production chains
 * swapOfferedOn(state, [31337, 31338]) // the devnet's chains
 */
export function swapOfferedOn(
  state: ActiveNetworkState,
  chains: readonly number[] = SWAP_CHAIN_IDS,
): boolean {
  const active = state.network.active
  return active.chainNamespace === 'eip155' && chains.includes(Number(active.id))
}

// The configured networks as SYNC_DAPP_DATA carries them to the frame: name and native currency by
// CAIP-2 id, within the protocol's bounds, so that the frame's approvals name the network and write the
// fee as the modal does (issue #40).
import type { AppEventPayload } from '@airlock/frame-host/protocol'
import type { CaipNetwork } from '@airlock/kernel'

/** The `networks` field of SYNC_DAPP_DATA. */
export type FrameNetworks = NonNullable<AppEventPayload<'SYNC_DAPP_DATA'>['networks']>

/** At most this many networks are sent (an app configures a handful). */
const MAX_NETWORKS = 64

/**
 * The networks' names and native currencies by CAIP-2 id (names cut to 64 characters, symbols to 16;
 * a currency whose decimals the protocol cannot carry is left out).
 *
 * @example
 * frameNetworks(ctx.get((s) => s.network.all))
 * // { 'eip155:31337': { name: 'Airlock Devnet', symbol: 'ETH', decimals: 18 } }
 */
export function frameNetworks(networks: readonly CaipNetwork[]): FrameNetworks {
  const sent: FrameNetworks = {}
  for (const network of networks.slice(0, MAX_NETWORKS)) {
    const { symbol, decimals } = network.nativeCurrency
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) continue
    sent[network.caipNetworkId] = {
      name: network.name.slice(0, 64),
      symbol: symbol.slice(0, 16),
      decimals,
    }
  }
  return sent
}

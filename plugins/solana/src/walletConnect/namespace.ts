// The Solana plugin's contribution to @airlock/walletconnect: the solana chains and methods to ask the
// wallet for, and the provider over the session (loaded lazily with @solana/kit).
import type { SessionNamespace } from '@airlock/kernel'
import { solanaChainMap } from '../networks/chainMap'
import type { SolanaNetwork } from '../networks/networks'

/** The WalletConnect methods of the solana namespace. */
export const SOLANA_WALLETCONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

/**
 * The solana namespace for WalletConnect, over the plugin's networks.
 *
 * @example
 * ctx.contribute('walletconnect/namespace', solanaWalletConnectNamespace(adapter.networks))
 */
export function solanaWalletConnectNamespace(networks: readonly SolanaNetwork[]): SessionNamespace<'solana'> {
  const chains = solanaChainMap(networks)
  return {
    namespace: 'solana',
    chains: networks.map((n) => n.caipNetworkId),
    methods: [...SOLANA_WALLETCONNECT_METHODS],
    events: ['accountsChanged', 'chainChanged'],
    createProvider: async (transport) =>
      (await import('./walletConnectProvider')).walletConnectSolanaProvider(transport, chains),
  }
}

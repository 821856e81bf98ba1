// The Bitcoin plugin's contribution to @airlock/walletconnect: the bip122 chains, the methods AppKit's
// bitcoin adapter asks wallets for, and the provider over the session (its own chunk, loaded when a session is made).
import type { SessionNamespace } from '@airlock/kernel'
import type { BitcoinCaipNetwork } from '../caipNetwork'

/** The WalletConnect methods of the bip122 namespace. */
export const BITCOIN_WALLETCONNECT_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

/** The WalletConnect events of the bip122 namespace. */
export const BITCOIN_WALLETCONNECT_EVENTS = ['bip122_addressesChanged'] as const

/**
 * The bip122 namespace for WalletConnect, over the plugin's networks.
 *
 * @example
 * ctx.contribute('walletconnect/namespace', bitcoinWalletConnectNamespace(adapter.networks))
 */
export function bitcoinWalletConnectNamespace(
  networks: readonly BitcoinCaipNetwork[],
): SessionNamespace<'bip122'> {
  return {
    namespace: 'bip122',
    chains: networks.map((n) => n.caipNetworkId),
    methods: [...BITCOIN_WALLETCONNECT_METHODS],
    events: [...BITCOIN_WALLETCONNECT_EVENTS],
    createProvider: async (transport) =>
      (await import('./walletConnectProvider')).walletConnectBitcoinProvider(transport, networks),
  }
}

// The EVM plugin's contribution to @airlock/walletconnect: the eip155 chains, methods and events to ask the
// wallet for; the EIP-1193 provider over the session is ./walletConnectProvider, loaded when a pairing is made.
import type { CaipNetwork, SessionNamespace } from '@airlock/kernel'

/** Methods the wallet handles (signing, sending, wallet_*); every other method is a read sent to the RPC. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_watchAsset',
] as const

/**
 * The eip155 namespace for WalletConnect, over the plugin's networks (their RPC URLs serve the reads).
 *
 * @example
 * ctx.contribute('walletconnect/namespace', eip155WalletConnectNamespace(adapter.networks))
 */
export function eip155WalletConnectNamespace(networks: readonly CaipNetwork[]): SessionNamespace<'eip155'> {
  return {
    namespace: 'eip155',
    chains: networks.map((n) => n.caipNetworkId),
    methods: [...WALLET_METHODS],
    events: ['chainChanged', 'accountsChanged'],
    // The provider over the session is its own chunk, loaded when a pairing is made.
    createProvider: async (transport) =>
      (await import('./walletConnectProvider')).walletConnectEip1193Provider(transport, networks),
  }
}

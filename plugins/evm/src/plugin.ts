import { type AirlockPlugin, definePlugin } from '@airlock/kernel'
import { createEvmAdapter } from './adapter/createEvmAdapter'
import type { InjectedTarget } from './connectors/injected'
import { DEFAULT_EVM_CHAIN_ID } from './constants'
import { EVM_CHAIN_MARKS } from './ethMark'
import { identityProfile } from './identity/identityProfile'
import { EVM_MESSAGES } from './messages'
import { toCaipNetwork } from './networks/toCaipNetwork'
import { type EvmOptions, parseEvmOptions } from './options'
import { eip155WalletConnectNamespace } from './walletConnectNamespace'

/**
 * The EVM chain plugin: declares its eip155 networks (made from viem chains, so the host passes no
 * `networks` to createAirlock), registers the eip155 adapter with injected / EIP-6963 / external
 * connectors, balance, transfers, sign and switch network, and connects connectors of other plugins
 * through their eip155 provider. Other plugins reach the adapter (typed `EvmAdapter`) as
 * `ctx.get((s) => s.connection.adapter('eip155'))`. Options are parsed here, at the boundary; discovery listeners are
 * attached in `setup` and removed on dispose.
 *
 * @example
 * createAirlock({ projectId, metadata, plugins: [evm({ networks: [mainnet] })] })
 */
export function evm(input: EvmOptions): AirlockPlugin {
  const options = parseEvmOptions(input)
  // Known before set-up: the chains' own RPC URLs (or the plugin's own proxy settings). The adapter's
  // reads go through the kernel's RPC proxy too when one is configured.
  const routing = {
    projectId: options.projectId,
    rpcProxyUrl: options.rpc === 'proxy' ? options.rpcProxyUrl : undefined,
    proxyChains: options.rpcProxyChains,
  }
  return definePlugin({
    name: 'evm',
    networks: options.networks.map((chain) => toCaipNetwork(chain, routing)),
    // Spec §9: the default chain is 1 (eip155:1) when it is configured and the host names no other.
    defaultNetworkId: DEFAULT_EVM_CHAIN_ID,
    setup(ctx) {
      // The plugin's texts in the visitor's locale (each other locale is its own chunk). Contributed at once:
      // contributed with the adapter's behaviour instead (0.2 KiB off the face), the catalogue arrived in the
      // middle of a connect and the row click → balance path measured ~20 ms slower (A/B, 11 passes each).
      ctx.contribute('messages', EVM_MESSAGES)
      const adapter = createEvmAdapter(options, {
        projectId: ctx.options.projectId,
        rpcProxyUrl: ctx.options.endpoints.rpcProxy,
      })
      ctx.registerChainAdapter(adapter)
      // WalletConnect (@airlock/walletconnect, when configured) pairs eip155 with these chains and methods.
      ctx.contribute('walletconnect/namespace', eip155WalletConnectNamespace(adapter.networks))
      // ui shows Ether's mark for ETH networks and balances that have no image of their own.
      ctx.contribute('ui/chainMarks', EVM_CHAIN_MARKS)
      const target = typeof window === 'undefined' ? undefined : (window as Window & InjectedTarget)
      const stopDiscovery = adapter.discover(target)
      // The account's name and avatar from the blockchain-data API's identity endpoint.
      ctx.hook('profile', identityProfile(ctx))
      return async () => {
        stopDiscovery()
        await adapter.dispose()
      }
    },
  })
}

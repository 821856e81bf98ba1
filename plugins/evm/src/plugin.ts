import { type AirlockPlugin, createToken, definePlugin, type PluginContext } from '@airlock/kernel'
import { createEvmAdapter, type EvmAdapter } from './adapter/createEvmAdapter'
import type { InjectedTarget } from './connectors/injected'
import { watchIdentity } from './identity/watchIdentity'
import { type EvmOptions, evmOptionsSchema, type ResolvedWalletConnectOptions } from './options'

/** DI token of the EVM adapter: other plugins (e.g. email/social's AUTH connector) resolve it. */
export const EVM_ADAPTER = createToken<EvmAdapter>('airlock.evm.adapter')

/**
 * Resolves the EVM adapter from a plugin context (for plugins that `requires: ['evm']`).
 *
 * @example
 * const remove = getEvmAdapter(ctx).registry.add(authConnector)
 */
export function getEvmAdapter(ctx: Pick<PluginContext, 'resolve'>): EvmAdapter {
  return ctx.resolve(EVM_ADAPTER)
}

function resolveWalletConnect(
  options: ReturnType<typeof evmOptionsSchema.parse>,
  ctx: PluginContext,
): ResolvedWalletConnectOptions | undefined {
  if (options.walletConnect === false) return undefined
  const wc = options.walletConnect
  // No relay configured (neither here nor in the kernel's endpoints): no WalletConnect connector, so the
  // sign client never falls back to a hosted relay the integrator did not choose.
  const relayUrl = wc.relayUrl ?? ctx.options.endpoints.relay
  if (relayUrl === undefined) return undefined
  return {
    projectId: wc.projectId ?? ctx.options.projectId,
    relayUrl,
    metadata: wc.metadata ?? ctx.options.metadata,
    storagePrefix: wc.storagePrefix,
    storage: wc.storage,
  }
}

/**
 * The EVM chain plugin: eip155 networks from viem chains, injected / EIP-6963 / WalletConnect /
 * external connectors, balance, send, sign and switch network. Options are parsed here, at the boundary;
 * discovery listeners are attached in `setup` and removed on dispose.
 *
 * @example
 * createAirlock({ projectId, metadata, networks: [toCaipNetwork(mainnet)], plugins: [evm({ networks: [mainnet] })] })
 */
export function evm(input: EvmOptions): AirlockPlugin {
  const options = evmOptionsSchema.parse(input)
  return definePlugin({
    name: 'evm',
    setup(ctx) {
      // Basic WalletConnect mode: WalletConnect is the only connector.
      const effective = ctx.options.basic
        ? { ...options, injected: false, eip6963: false, external: [], connectors: [] }
        : options
      const adapter = createEvmAdapter(effective, {
        projectId: ctx.options.projectId,
        rpcProxyUrl: ctx.options.endpoints.rpcProxy,
        walletConnect: resolveWalletConnect(effective, ctx),
      })
      for (const network of adapter.networks) ctx.stores.network.addNetwork(network)
      ctx.provide(EVM_ADAPTER, () => adapter)
      ctx.registerChainAdapter(adapter)
      const target = typeof window === 'undefined' ? undefined : (window as Window & InjectedTarget)
      const stopDiscovery = adapter.discover(target)
      const stopIdentity = watchIdentity(ctx)
      return async () => {
        stopIdentity()
        stopDiscovery()
        await adapter.dispose()
      }
    },
  })
}

import { type AirlockPlugin, createToken, definePlugin, type PluginContext } from '@airlock/kernel'
import { getWallets } from '@wallet-standard/app'
import { createSolanaAdapter, type SolanaAdapter } from './adapter/createSolanaAdapter'
import { SOLANA_MESSAGES } from './messages'
import { parseSolanaOptions, type SolanaOptions } from './options'
import { solanaWalletConnectNamespace } from './walletConnect/namespace'
import { solanaBrowseDeepLink } from './wallets/knownWallets'

declare module '@airlock/kernel' {
  interface ChainAdapters {
    /** The Solana adapter (`ctx.adapter('solana')`). */
    solana: SolanaAdapter
  }
}

/** DI token of the Solana adapter, for plugins that need more than `ctx.adapter('solana')`. */
export const SOLANA_ADAPTER = createToken<SolanaAdapter>('airlock.solana.adapter')

/**
 * Resolves the Solana adapter from a plugin context (for plugins that `requires: ['solana']`).
 *
 * @example
 * const { signIn } = getSolanaAdapter(ctx)
 */
export function getSolanaAdapter(ctx: Pick<PluginContext, 'resolve'>): SolanaAdapter {
  return ctx.resolve(SOLANA_ADAPTER)
}

/**
 * The Solana chain plugin: declares its networks, registers the solana adapter with the page's Wallet
 * Standard wallets (followed as they register and unregister), connects connectors of other plugins through
 * their solana provider, and contributes the solana namespace and the Phantom/Solflare mobile redirect to
 * WalletConnect. @solana/kit loads on the
 * first connect or read.
 *
 * @example
 * createAirlock({ projectId, metadata, plugins: [solana({ networks: [solanaMainnet, solanaDevnet] })] })
 */
export function solana(input: SolanaOptions): AirlockPlugin {
  const options = parseSolanaOptions(input)
  return definePlugin({
    name: 'solana',
    networks: options.networks,
    setup(ctx) {
      // A wallet's rdns from its connectors in other namespaces (EIP-6963), so the rows join.
      const rdnsOf = (name: string) => {
        const lower = name.toLowerCase()
        const others = [
          ...ctx.stores.connection.adapters
            .filter((a) => a.namespace !== 'solana')
            .flatMap((a) => a.connectors ?? []),
          ...ctx.stores.connection.extraConnectors,
        ]
        return others.find((c) => c.name.toLowerCase() === lower && c.info?.rdns)?.info?.rdns
      }
      const adapter = createSolanaAdapter(options, { rdnsOf })
      ctx.provide(SOLANA_ADAPTER, () => adapter)
      ctx.registerChainAdapter(adapter)
      ctx.contribute('messages', SOLANA_MESSAGES)
      ctx.contribute('walletconnect/namespace', solanaWalletConnectNamespace(adapter.networks))
      // On a phone, Phantom and Solflare open the page in their own browser (spec: Solana deep-link redirect).
      ctx.contribute('walletconnect/mobileRedirect', {
        link: (wallet, page) => solanaBrowseDeepLink(wallet.name, page.href, page.origin),
      })
      const source =
        options.wallets ??
        (options.walletStandard && typeof window !== 'undefined' ? getWallets() : undefined)
      const stopWatching = options.walletStandard && source ? adapter.registry.watch(source) : () => {}
      return () => {
        stopWatching()
        adapter.dispose()
      }
    },
  })
}

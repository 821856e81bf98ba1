import { type AirlockPlugin, definePlugin, type MobileRedirect, type SessionNamespace } from '@airlock/kernel'
import { createSolanaAdapter, type SolanaAdapter } from './adapter/createSolanaAdapter'
import { parseSolanaOptions, type SolanaOptions } from './options'
import { solanaWalletConnectNamespace } from './walletConnect/namespace'
import { solanaBrowseDeepLink } from './wallets/knownWallets'
import { pageWallets } from './wallets/pageWallets'

declare module '@airlock/kernel' {
  interface ChainAdapters {
    /** The Solana adapter: `get((s) => s.connection.adapter('solana'))`. */
    solana: SolanaAdapter
  }
  interface Contributions {
    /** The key @airlock/walletconnect reads chain namespaces from (declared the same way there). */
    'walletconnect/namespace': SessionNamespace
    /** The key @airlock/walletconnect reads mobile redirects from (declared the same way there). */
    'walletconnect/mobileRedirect': MobileRedirect
  }
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
        // Not `connectors` (it includes this adapter's own, which call this).
        const others = ctx.get((s) => [
          ...s.connection.namespaces
            .filter((n) => n !== 'solana')
            .flatMap((n) => s.connection.adapter(n)?.connectors ?? []),
          ...s.connection.addedConnectors,
        ])
        return others.find((c) => c.name.toLowerCase() === lower && c.info?.rdns)?.info?.rdns
      }
      // The texts (send errors) are only shown by the implementation's code: their catalogue loads with it,
      // out of the page's initial JS.
      const beforeUse = ctx.contributeLater(
        'messages',
        async () => (await import('./messages')).SOLANA_MESSAGES,
      )
      const adapter = createSolanaAdapter(options, { rdnsOf, beforeUse })
      ctx.registerChainAdapter(adapter)
      ctx.contribute('walletconnect/namespace', solanaWalletConnectNamespace(adapter.networks))
      // On a phone, Phantom and Solflare open the page in their own browser (spec: Solana deep-link redirect).
      ctx.contribute('walletconnect/mobileRedirect', {
        link: (wallet, page) => solanaBrowseDeepLink(wallet.name, page.href, page.origin),
      })
      const source =
        options.wallets ??
        (options.walletStandard && typeof window !== 'undefined' ? pageWallets() : undefined)
      const stopWatching = options.walletStandard && source ? adapter.registry.watch(source) : () => {}
      return () => {
        stopWatching()
        adapter.dispose()
      }
    },
  })
}

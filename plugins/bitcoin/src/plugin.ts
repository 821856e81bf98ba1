import { type AirlockPlugin, definePlugin, type SessionNamespace } from '@airlock/kernel'
import { type BitcoinAdapter, createBitcoinAdapter } from './adapter/createBitcoinAdapter'
import { BITCOIN_CHAIN_MARKS } from './btcMark'
import { toCaipNetwork } from './caipNetwork'
import { type BitcoinOptions, parseBitcoinOptions } from './options'
import { bitcoinWalletConnectNamespace } from './walletConnect/namespace'

declare module '@airlock/kernel' {
  interface ChainAdapters {
    /** The Bitcoin adapter: `get((s) => s.connection.adapter('bip122'))`. */
    bip122: BitcoinAdapter
  }
  interface Contributions {
    /** The key @airlock/walletconnect reads chain namespaces from (declared the same way there). */
    'walletconnect/namespace': SessionNamespace
  }
}

/**
 * The Bitcoin chain plugin (namespace `bip122`): declares its networks, registers the Bitcoin adapter with
 * the page's Wallet Standard bitcoin wallets (followed as they register) and Sats Connect providers,
 * connects connectors of other plugins through their bip122 provider, contributes its texts and the bip122
 * namespace to WalletConnect. Wallet discovery starts at the page's first idle moment after load or when
 * the modal opens, whichever comes first (at once outside a browser), and the kernel awaits it before any
 * connect or restore (`ChainAdapter.loadConnectors`); @scure/btc-signer loads on the first connect or read.
 *
 * @example
 * createAirlock({
 *   projectId,
 *   metadata,
 *   plugins: [bitcoin({ networks: [defineBitcoinNetwork({ ...bitcoinMainnet, esploraUrl: 'https://mempool.space/api' })] })],
 * })
 */
export function bitcoin(input: BitcoinOptions): AirlockPlugin {
  const options = parseBitcoinOptions(input)
  const networks = options.networks.map(toCaipNetwork)
  return definePlugin({
    name: 'bitcoin',
    networks,
    setup(ctx) {
      // A wallet's rdns from its connectors in other namespaces (EIP-6963), so the rows join.
      const rdnsOf = (name: string) => {
        const lower = name.toLowerCase()
        const others = ctx.get((s) => [
          ...s.connection.namespaces
            .filter((n) => n !== 'bip122')
            .flatMap((n) => s.connection.adapter(n)?.connectors ?? []),
          ...s.connection.addedConnectors,
        ])
        return others.find((c) => c.name.toLowerCase() === lower && c.info?.rdns)?.info?.rdns
      }
      // The texts (errors, fee speeds) are only shown once a wallet is discovered, connected or read: their
      // catalogue loads with that first use, out of the page's initial JS.
      const beforeUse = ctx.contributeLater(
        'messages',
        async () => (await import('./messages')).BITCOIN_MESSAGES,
      )
      const adapter = createBitcoinAdapter(options, networks, { rdnsOf, beforeUse })
      ctx.registerChainAdapter(adapter)
      ctx.contribute('walletconnect/namespace', bitcoinWalletConnectNamespace(networks))
      // ui shows Bitcoin's mark for networks and balances that have no image of their own.
      ctx.contribute('ui/chainMarks', BITCOIN_CHAIN_MARKS)
      const start = () => void adapter.loadConnectors().catch((error: unknown) => ctx.log.warn(String(error)))
      ctx.watch(
        (s) => s.modal.open,
        (open) => open && start(),
      )
      if (typeof window === 'undefined') start()
      else {
        // After the page's load event, in an idle moment: discovery is not the page's work. (A destroy
        // before then needs no cancel: discovery on a disposed adapter stops at once.)
        const idle = () => (window.requestIdleCallback ?? setTimeout)(start, { timeout: 2000 } as never)
        if (document.readyState === 'complete') idle()
        else window.addEventListener('load', idle, { once: true })
      }
      return () => adapter.dispose()
    },
  })
}

// The Solana adapter's eager face: what the kernel reads synchronously (networks, chain names, the page's
// Wallet Standard wallets as connectors, address validation) lives here, in the page's initial JS. The
// implementation (connect, reads, signing, transfers) is its own chunk, loaded by the first call that needs
// it (or by `preloadConnect` on the visitor's intent to pick a wallet); @solana/kit is another chunk,
// downloaded beside it.
import type { ChainAdapter, ChainAdapterHooks } from '@airlock/kernel'
import { NetworkNotFoundError } from '@airlock/kernel'
import { isSolanaAddress } from '../address'
import { type SolanaChainMap, solanaChainMap } from '../networks/chainMap'
import type { SolanaNetwork } from '../networks/networks'
import type { SolanaResolvedOptions } from '../options'
import type { SolanaSignInInput, SolanaSignInResult } from '../types'
import { SolanaWalletRegistry } from '../wallets/WalletRegistry'
import type { SolanaTransferCapabilities } from './transfers'

/** The optional `ChainAdapter` capabilities the Solana adapter always has (besides the transfer ones). */
type SolanaCapability = 'attach' | 'reconnect' | 'switchNetwork' | 'signMessage' | 'preloadConnect'

/**
 * The Solana chain adapter: the kernel's `ChainAdapter` with Wallet Standard connectors, balance, switch
 * between configured Solana networks, sign message, SOL/SPL transfers with fee and confirmation, and
 * Sign In With Solana.
 */
export interface SolanaAdapter
  extends Omit<ChainAdapter, 'namespace' | 'networks' | SolanaCapability | keyof SolanaTransferCapabilities>,
    SolanaTransferCapabilities,
    Required<Pick<ChainAdapter, SolanaCapability>> {
  readonly namespace: 'solana'
  readonly networks: readonly SolanaNetwork[]
  /** The Wallet Standard wallets of the page. */
  readonly registry: SolanaWalletRegistry
  /** Wallet Standard chain names ↔ CAIP-2 ids of the configured networks. */
  readonly chains: SolanaChainMap
  /** The connected address, network and connector, or undefined. */
  readonly connection: { address: string; caipNetworkId: string; connectorId: string } | undefined
  /**
   * Sign In With Solana: the wallet's solana:signIn, or (wallets without it) the SIWS text signed with
   * solana:signMessage. Domain and address default to the page's host and the connected account.
   */
  signIn(input?: SolanaSignInInput): Promise<SolanaSignInResult>
  /** Closes the adapter's subscriptions (not the wallet session). */
  dispose(): void
}

/** What the adapter takes from the plugin. */
export interface SolanaAdapterEnvironment {
  /** The rdns another namespace knows for a wallet name. */
  rdnsOf?: (walletName: string) => string | undefined
  /**
   * Runs beside the implementation's load (the first connect, read, signature or transfer); the load waits
   * for it. The plugin contributes its texts' catalogue here: only that code can put them on screen.
   */
  beforeUse?: () => Promise<void>
}

/**
 * The adapter's async members: each loads the implementation chunk, then calls it (`preloadConnect` only
 * loads).
 */
type LazyMember = Exclude<
  {
    [K in keyof SolanaAdapter]: SolanaAdapter[K] extends (...args: never[]) => Promise<unknown> ? K : never
  }[keyof SolanaAdapter],
  'preloadConnect' | undefined
>

/**
 * What the lazily loaded implementation provides: the adapter's behaviour. The static members (namespace,
 * networks, chain names, registry, connectors, address checks) stay on the eager face.
 */
export type SolanaAdapterBehaviour = Pick<
  SolanaAdapter,
  LazyMember | 'connection' | 'attach' | 'disconnect' | 'switchNetwork' | 'dispose'
>

/**
 * Creates the Solana adapter. Nothing touches the page until `registry.watch` is called; the adapter's
 * implementation and @solana/kit with the program clients (two chunks, downloaded side by side) load on the
 * first connect, reconnect, read, signature or transfer, or on `preloadConnect()` (the kernel calls it when
 * a visitor without a connection shows the intent to pick a wallet; it asks no wallet and no RPC). A failed
 * load (offline) is retried by the next call.
 *
 * @example
 * const adapter = createSolanaAdapter(parseSolanaOptions({ networks: [solanaMainnet] }))
 */
export function createSolanaAdapter(
  options: SolanaResolvedOptions,
  env: SolanaAdapterEnvironment = {},
): SolanaAdapter {
  const networks = options.networks
  const chains = solanaChainMap(networks)
  const extraRdns = new Map(Object.entries(options.rdns).map(([k, v]) => [k.toLowerCase(), v]))
  const registry = new SolanaWalletRegistry((name) => extraRdns.get(name.toLowerCase()) ?? env.rdnsOf?.(name))
  let hooks: ChainAdapterHooks | undefined
  let impl: SolanaAdapterBehaviour | undefined
  let detachImpl: (() => void) | undefined
  let loading: Promise<SolanaAdapterBehaviour> | undefined
  // The kit runtime's chunk: the implementation imports it itself (its connect, reads and sends), the same
  // module, so importing it here too downloads nothing twice.
  const loadKit = () => import('../runtime/solanaRuntime')
  const load = (): Promise<SolanaAdapterBehaviour> => {
    // What uses the implementation needs the kit next (a connect loads it beside the wallet's answer, the
    // balance read after it): its download starts now, beside the implementation's, not after it. A failed
    // download is reported by the implementation's own load of it.
    if (!loading) loadKit().catch(() => undefined)
    loading ??= Promise.all([import('./solanaAdapterImpl'), env.beforeUse?.()]).then(
      ([{ createSolanaAdapterImpl }]) => {
        impl ??= createSolanaAdapterImpl(options, { registry, chains })
        if (hooks) detachImpl = impl.attach(hooks)
        return impl
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const lazy =
    <K extends LazyMember>(member: K) =>
    async (...args: Parameters<SolanaAdapter[K]>): Promise<Awaited<ReturnType<SolanaAdapter[K]>>> => {
      const adapter = await load()
      return (
        adapter[member] as (
          ...a: Parameters<SolanaAdapter[K]>
        ) => Promise<Awaited<ReturnType<SolanaAdapter[K]>>>
      )(...args)
    }

  return {
    namespace: 'solana',
    // Spec §9: activity and balances are served by the blockchain-data API for EVM and Solana.
    accountData: true,
    networks,
    chains,
    registry,
    address: { validate: isSolanaAddress },
    get connectors() {
      return registry.connectors
    },
    get connection() {
      return impl?.connection
    },
    attach(h) {
      hooks = h
      detachImpl?.()
      detachImpl = impl?.attach(h)
      return () => {
        if (hooks !== h) return
        hooks = undefined
        detachImpl?.()
        detachImpl = undefined
      }
    },
    // The visitor is about to pick a wallet: the implementation and the kit load before the click.
    preloadConnect: () => Promise.all([load(), loadKit()]).then(() => undefined),
    connect: lazy('connect'),
    reconnect: lazy('reconnect'),
    // Nothing is connected before the implementation loaded: nothing to close.
    disconnect: async () => impl?.disconnect(),
    getBalance: lazy('getBalance'),
    async switchNetwork(params) {
      if (impl) return impl.switchNetwork(params)
      if (!chains.network(params.network.caipNetworkId))
        throw new NetworkNotFoundError(params.network.caipNetworkId)
    },
    signMessage: lazy('signMessage'),
    signIn: lazy('signIn'),
    prepareTransfer: lazy('prepareTransfer'),
    prepareTokenTransfer: lazy('prepareTokenTransfer'),
    estimateFee: lazy('estimateFee'),
    sendTransfer: lazy('sendTransfer'),
    waitForTransaction: lazy('waitForTransaction'),
    dispose() {
      impl?.dispose()
    },
  }
}

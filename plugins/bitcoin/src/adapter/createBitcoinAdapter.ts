// The Bitcoin adapter's eager face: what the kernel reads synchronously (networks, the page's wallets as
// connectors once discovery started, an address shape check) is here, in the page's initial JS. Wallet
// discovery (@wallet-standard/app, the registry) and the implementation (connect, reads, signing, transfers,
// with @scure/btc-signer) are their own chunks, loaded when first needed.
import type { CaipNetwork, ChainAdapter, ChainAdapterHooks } from '@airlock/kernel'
import { observable, runInAction } from 'mobx'
import type { BitcoinCaipNetwork } from '../caipNetwork'
import type { EsploraTransaction } from '../esplora/schemas'
import type { BitcoinResolvedOptions } from '../options'
import type { FeeRates } from '../transfer/fees'
import type { BitcoinMessageProtocol, BitcoinWalletAddress } from '../types'
import type { BitcoinWalletRegistry } from '../wallets/BitcoinWalletRegistry'
import type { BitcoinTransferCapabilities } from './transfers'

/** The optional `ChainAdapter` capabilities the Bitcoin adapter always has (besides the transfer ones). */
type BitcoinCapability = 'attach' | 'reconnect' | 'switchNetwork' | 'signMessage' | 'preloadConnect'

/** A balance in satoshis: in blocks, in the mempool (negative while a spend is pending), and both. */
export interface BitcoinBalance {
  confirmed: bigint
  unconfirmed: bigint
  total: bigint
}

/** One page of an address's transactions, newest first; `next` is the argument for the next page. */
export interface BitcoinActivityPage {
  transactions: EsploraTransaction[]
  next?: string
}

/** The connected wallet: payment address, every address it gave, network and connector. */
export interface BitcoinConnection {
  address: string
  addresses: readonly BitcoinWalletAddress[]
  caipNetworkId: string
  connectorId: string
}

/**
 * The Bitcoin chain adapter: the kernel's `ChainAdapter` with Wallet Standard and Sats Connect connectors,
 * balance (confirmed and unconfirmed), activity, network switch, message signing (BIP-322 or BIP-137), BTC
 * payments with their fee at the node's slow/normal/fast rates, and `signPsbt` for dApps.
 */
export interface BitcoinAdapter
  extends Omit<
      ChainAdapter,
      | 'namespace'
      | 'networks'
      | BitcoinCapability
      | 'prepareTransfer'
      | 'transferChoices'
      | 'estimateFee'
      | 'sendTransfer'
      | 'waitForTransaction'
    >,
    BitcoinTransferCapabilities,
    Required<Pick<ChainAdapter, BitcoinCapability>> {
  readonly namespace: 'bip122'
  readonly networks: readonly BitcoinCaipNetwork[]
  /** The page's Bitcoin wallets, once discovery started (`loadConnectors()`); undefined before. */
  readonly registry: BitcoinWalletRegistry | undefined
  /**
   * Starts wallet discovery (loads its chunk once; the plugin calls it at the page's first idle moment after
   * load and when the modal opens; the kernel awaits it before a connect or restore; reads call it too) and
   * resolves with the registry (`ChainAdapter.loadConnectors`).
   */
  loadConnectors(): Promise<BitcoinWalletRegistry>
  /** The connected address, every address of the wallet, network and connector; undefined when none. */
  readonly connection: BitcoinConnection | undefined
  /** Confirmed, unconfirmed and total balance of an address, in satoshis. */
  getBitcoinBalance(params: { address: string; network: CaipNetwork }): Promise<BitcoinBalance>
  /** A page of an address's transactions (mempool first, then 25 confirmed per page). */
  getActivity(params: { address: string; network: CaipNetwork; after?: string }): Promise<BitcoinActivityPage>
  /** The node's slow, normal and fast fee rates in sat/vB. */
  getFeeRates(params: { network: CaipNetwork }): Promise<FeeRates>
  /** Signs a message with a chosen protocol (default BIP-322); resolves with the base64 signature. */
  signBitcoinMessage(params: {
    message: string
    address: string
    protocol?: BitcoinMessageProtocol
  }): Promise<string>
  /** Closes the adapter's subscriptions (not the wallet session). */
  dispose(): void
}

/** What the adapter takes from the plugin. */
export interface BitcoinAdapterEnvironment {
  /** The rdns another namespace knows for a wallet name. */
  rdnsOf?: (walletName: string) => string | undefined
  /**
   * Work the adapter's first use waits for, with wallet discovery (the plugin loads its texts' catalogue there:
   * nothing the visitor can see needs it before a wallet is discovered, connected or read).
   */
  beforeUse?: () => Promise<unknown>
}

/** The adapter's async members: each loads the implementation chunk, then calls it. */
type LazyMember = Exclude<
  {
    [K in keyof BitcoinAdapter]: BitcoinAdapter[K] extends (...args: never[]) => Promise<unknown> ? K : never
  }[keyof BitcoinAdapter],
  'loadConnectors' | 'preloadConnect' | 'disconnect' | undefined
>

/** What the lazily loaded implementation provides. */
export type BitcoinAdapterBehaviour = Pick<
  BitcoinAdapter,
  LazyMember | 'connection' | 'attach' | 'disconnect' | 'dispose'
> & {
  /** Full address check (checksums, network prefixes). */
  validateAddress(value: string): boolean
}

/** Every lazy member (a record, so the compiler tells when one is missing). */
const LAZY_MEMBERS: Record<LazyMember, 0> = {
  connect: 0,
  reconnect: 0,
  getBalance: 0,
  getBitcoinBalance: 0,
  getActivity: 0,
  getFeeRates: 0,
  switchNetwork: 0,
  signMessage: 0,
  signBitcoinMessage: 0,
  prepareTransfer: 0,
  transferChoices: 0,
  estimateFee: 0,
  sendTransfer: 0,
  waitForTransaction: 0,
  signPsbt: 0,
}

/** `import()` that forgets a failed load, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/**
 * Creates the Bitcoin adapter. Nothing touches the page until `loadConnectors()` is called; the implementation
 * loads on the first connect, reconnect, read, signature or transfer, or on `preloadConnect()` (the kernel
 * calls it on the intent of a visitor without a connection to pick a wallet; it starts discovery too, and
 * asks no wallet and no Esplora API). A failed load is retried by the next call. Before it loaded, addresses
 * get a shape check for the configured networks' prefixes; after, the full check.
 *
 * @example
 * const adapter = createBitcoinAdapter(parseBitcoinOptions({ networks: [bitcoinRegtest] }), networks)
 * await adapter.loadConnectors() // the page's wallets are now adapter.connectors
 */
export function createBitcoinAdapter(
  options: BitcoinResolvedOptions,
  networks: readonly BitcoinCaipNetwork[],
  env: BitcoinAdapterEnvironment = {},
): BitcoinAdapter {
  const found = observable.box<BitcoinWalletRegistry | undefined>(undefined, { deep: false })
  let hooks: ChainAdapterHooks | undefined
  let impl: BitcoinAdapterBehaviour | undefined
  let detachImpl: (() => void) | undefined
  let stopDiscovery: (() => void) | undefined
  let disposed = false
  const discover = once(() =>
    Promise.all([import('../wallets/discoverBitcoinWallets'), env.beforeUse?.()]).then(
      ([{ discoverBitcoinWallets }]) => {
        if (!found.get()) {
          const discovery = discoverBitcoinWallets(options, env.rdnsOf)
          stopDiscovery = discovery.stop
          if (disposed) discovery.stop()
          runInAction(() => found.set(discovery.registry))
        }
        return found.get() as BitcoinWalletRegistry
      },
    ),
  )
  const load = once(() =>
    Promise.all([import('./bitcoinAdapterImpl'), discover()]).then(([m, registry]) => {
      impl ??= m.createBitcoinAdapterImpl(options, { registry, networks })
      if (hooks) detachImpl = impl.attach?.(hooks)
      return impl
    }),
  )
  const shapeOk = (value: string) => {
    const text = value.trim()
    const lower = text.toLowerCase()
    if (networks.some((n) => lower.startsWith(`${n.bitcoin.params.bech32}1`) && /^[a-z0-9]+$/.test(lower)))
      return text === lower || text === text.toUpperCase()
    return /^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(text)
  }
  const adapter = {
    namespace: 'bip122',
    networks,
    // The blockchain-data API's balance and history rows answer for bip122 addresses (issue #33: Account
    // and Activity as for the other chains; the devnet's API reads them from the Esplora facade).
    accountData: true,
    get registry() {
      return found.get()
    },
    loadConnectors: discover,
    address: { validate: (value: string) => (impl ? impl.validateAddress(value) : shapeOk(value)) },
    get connectors() {
      return found.get()?.connectors ?? []
    },
    get connection() {
      return impl?.connection
    },
    attach(h: ChainAdapterHooks) {
      hooks = h
      detachImpl?.()
      detachImpl = impl?.attach?.(h)
      return () => {
        if (hooks !== h) return
        hooks = undefined
        detachImpl?.()
        detachImpl = undefined
      }
    },
    // The visitor is about to pick a wallet: the implementation (with discovery) loads before the click.
    preloadConnect: () => load().then(() => undefined),
    disconnect: async () => impl?.disconnect(),
    dispose() {
      disposed = true
      stopDiscovery?.()
      impl?.dispose()
    },
  } as Record<string, unknown>
  for (const member in LAZY_MEMBERS) {
    adapter[member] = async (...args: unknown[]) =>
      ((await load())[member as LazyMember] as (...a: unknown[]) => Promise<unknown>)(...args)
  }
  return adapter as unknown as BitcoinAdapter
}

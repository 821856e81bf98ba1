// The Bitcoin adapter's eager face: what the kernel reads synchronously (networks, the page's wallets as
// connectors, an address shape check) is here, in the page's initial JS. The implementation (connect, reads,
// signing, transfers, with @scure/btc-signer and zod) is its own chunk, loaded by the first call that needs it.
import type { CaipNetwork, ChainAdapter, ChainAdapterHooks, ChainBalance } from '@airlock/kernel'
import { NetworkNotFoundError } from '@airlock/kernel'
import type { BitcoinCaipNetwork } from '../caipNetwork'
import type { EsploraTransaction } from '../esplora/schemas'
import type { BitcoinResolvedOptions } from '../options'
import type { FeeRates } from '../transfer/fees'
import type { BitcoinMessageProtocol, BitcoinWalletAddress } from '../types'
import { BitcoinWalletRegistry } from '../wallets/BitcoinWalletRegistry'
import type { BitcoinTransferCapabilities } from './transfers'

/** The optional `ChainAdapter` capabilities the Bitcoin adapter always has (besides the transfer ones). */
type BitcoinCapability = 'attach' | 'reconnect' | 'switchNetwork' | 'signMessage'

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
      | 'estimateFee'
      | 'sendTransfer'
      | 'waitForTransaction'
    >,
    BitcoinTransferCapabilities,
    Required<Pick<ChainAdapter, BitcoinCapability>> {
  readonly namespace: 'bip122'
  readonly networks: readonly BitcoinCaipNetwork[]
  /** The page's Bitcoin wallets. */
  readonly registry: BitcoinWalletRegistry
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

/** What the adapter takes from the plugin: the rdns another namespace knows for a wallet name. */
export interface BitcoinAdapterEnvironment {
  rdnsOf?: (walletName: string) => string | undefined
}

/** The adapter's async members: each loads the implementation chunk, then calls it. */
type LazyMember = Exclude<
  {
    [K in keyof BitcoinAdapter]: BitcoinAdapter[K] extends (...args: never[]) => Promise<unknown> ? K : never
  }[keyof BitcoinAdapter],
  undefined
>

/** What the lazily loaded implementation provides. */
export type BitcoinAdapterBehaviour = Pick<
  BitcoinAdapter,
  LazyMember | 'connection' | 'attach' | 'disconnect' | 'switchNetwork' | 'dispose'
> & {
  /** Full address check (checksums, network prefixes). */
  validateAddress(value: string): boolean
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/

/**
 * Creates the Bitcoin adapter. Nothing touches the page until `registry.watch` is called; the
 * implementation loads on the first connect, reconnect, read, signature or transfer (a failed load is
 * retried by the next call). Before it loaded, addresses get a shape check for the configured networks'
 * prefixes; after, the full check.
 *
 * @example
 * const adapter = createBitcoinAdapter(parseBitcoinOptions({ networks: [bitcoinRegtest] }), networks)
 */
export function createBitcoinAdapter(
  options: BitcoinResolvedOptions,
  networks: readonly BitcoinCaipNetwork[],
  env: BitcoinAdapterEnvironment = {},
): BitcoinAdapter {
  const extraRdns = new Map(Object.entries(options.rdns).map(([k, v]) => [k.toLowerCase(), v]))
  const registry = new BitcoinWalletRegistry(
    (name) => extraRdns.get(name.toLowerCase()) ?? env.rdnsOf?.(name),
  )
  let hooks: ChainAdapterHooks | undefined
  let impl: BitcoinAdapterBehaviour | undefined
  let detachImpl: (() => void) | undefined
  let loading: Promise<BitcoinAdapterBehaviour> | undefined
  const load = (): Promise<BitcoinAdapterBehaviour> => {
    loading ??= import('./bitcoinAdapterImpl').then(
      ({ createBitcoinAdapterImpl }) => {
        impl ??= createBitcoinAdapterImpl(options, { registry, networks })
        if (hooks) detachImpl = impl.attach?.(hooks)
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
    async (...args: Parameters<BitcoinAdapter[K]>): Promise<Awaited<ReturnType<BitcoinAdapter[K]>>> => {
      const adapter = await load()
      return (
        adapter[member] as (
          ...a: Parameters<BitcoinAdapter[K]>
        ) => Promise<Awaited<ReturnType<BitcoinAdapter[K]>>>
      )(...args)
    }
  const shapeOk = (value: string) => {
    const text = value.trim()
    const lower = text.toLowerCase()
    if (networks.some((n) => lower.startsWith(`${n.bitcoin.params.bech32}1`) && /^[a-z0-9]+$/.test(lower)))
      return text === lower || text === text.toUpperCase()
    return BASE58.test(text)
  }

  return {
    namespace: 'bip122',
    networks,
    // The blockchain-data API's balance and history rows answer for bip122 addresses (issue #33: Account
    // and Activity as for the other chains; the devnet's API reads them from the Esplora facade).
    accountData: true,
    registry,
    address: { validate: (value) => (impl ? impl.validateAddress(value) : shapeOk(value)) },
    get connectors() {
      return registry.connectors
    },
    get connection() {
      return impl?.connection
    },
    attach(h) {
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
    connect: lazy('connect'),
    reconnect: lazy('reconnect'),
    disconnect: async () => impl?.disconnect(),
    getBalance: lazy('getBalance') as (p: { address: string; network: CaipNetwork }) => Promise<ChainBalance>,
    getBitcoinBalance: lazy('getBitcoinBalance'),
    getActivity: lazy('getActivity'),
    getFeeRates: lazy('getFeeRates'),
    async switchNetwork(params) {
      if (impl) return impl.switchNetwork(params)
      if (!networks.some((n) => n.caipNetworkId === params.network.caipNetworkId))
        throw new NetworkNotFoundError(params.network.caipNetworkId)
    },
    signMessage: lazy('signMessage'),
    signBitcoinMessage: lazy('signBitcoinMessage'),
    prepareTransfer: lazy('prepareTransfer'),
    estimateFee: lazy('estimateFee'),
    sendTransfer: lazy('sendTransfer'),
    waitForTransaction: lazy('waitForTransaction'),
    signPsbt: lazy('signPsbt'),
    dispose() {
      impl?.dispose()
    },
  }
}

// What the devnet on-ramp sells and takes: its two providers, the fiat currencies with their payment
// methods' limits, and the assets of each devnet network (ETH and USDC on the anvil chains, SOL and USDC on
// the Solana node).
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { DEVNET_SOLANA_MINTS } from '../solana/solanaConstants'

/** One on-ramp provider stand-in: its id, display name and fees. */
export interface OnrampProviderConfig {
  /** Stable id, used in URLs, the quote request and history's `onramp` parameter, e.g. 'harbor'. */
  id: string
  /** Display name, e.g. 'Harbor Pay'. */
  name: string
  /** The provider's fee in basis points of the amount paid (spec §9: 1–2 %, so 100–200). */
  feeBps: number
  /** A fixed network fee in US cents, converted to the payment currency. */
  networkFeeUsdCents: number
  /** Fixed port of its checkout server (absent or 0 = a free port). */
  port?: number
}

/**
 * The two devnet providers. Harbor takes 1 % plus a 0.99 USD network fee, Meridian 2 % and no network fee,
 * so Meridian gives more below 99 USD and Harbor more above: the comparison of quotes has a real winner.
 */
export const DEVNET_ONRAMP_PROVIDERS: readonly OnrampProviderConfig[] = [
  { id: 'harbor', name: 'Harbor Pay', feeBps: 100, networkFeeUsdCents: 99 },
  { id: 'meridian', name: 'Meridian Ramp', feeBps: 200, networkFeeUsdCents: 0 },
]

/** A payment method's limits in one fiat currency, as decimal strings with 2 decimals. */
export interface PaymentMethodLimit {
  /** 'card' or 'ach_bank_account'. */
  id: PaymentMethodId
  min: string
  max: string
}

/** The payment methods the devnet providers take. */
export type PaymentMethodId = 'card' | 'ach_bank_account'

/** Every payment method id, in the order the checkout page lists them. */
export const PAYMENT_METHOD_IDS: readonly PaymentMethodId[] = ['card', 'ach_bank_account']

/** One fiat currency the visitor can pay in: its id, value in USD, and its payment methods' limits. */
export interface PaymentCurrencyConfig {
  id: string
  /** What one unit is worth in USD (converts the USD prices and network fees). */
  usdRate: number
  payment_method_limits: PaymentMethodLimit[]
}

/**
 * The devnet's fiat currencies. The limits differ from the spec's fallback limits (card 10.00–7500.00,
 * ACH 10.00–25000.00) on purpose, so a client shows which ones it used.
 */
export const DEVNET_PAYMENT_CURRENCIES: readonly PaymentCurrencyConfig[] = [
  {
    id: 'USD',
    usdRate: 1,
    payment_method_limits: [
      { id: 'card', min: '5.00', max: '5000.00' },
      { id: 'ach_bank_account', min: '10.00', max: '20000.00' },
    ],
  },
  {
    id: 'EUR',
    usdRate: 1.08,
    payment_method_limits: [
      { id: 'card', min: '5.00', max: '4500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '18000.00' },
    ],
  },
]

/** One asset a network sells: its symbol, name, decimals and contract (token address or mint; '' = native). */
export interface OnrampAsset {
  symbol: string
  name: string
  decimals: number
  /** ERC-20 address or SPL mint; '' for the native currency. */
  contract: string
}

/** One network the on-ramp delivers to, with what it sells there and the node that receives the funds. */
export interface OnrampNetwork {
  /** CAIP-2 id, e.g. 'eip155:31337' or the Solana node's id. */
  caipNetworkId: string
  namespace: 'eip155' | 'solana'
  /** Slug as providers name networks, e.g. 'airlock-devnet-31337'. */
  name: string
  /** e.g. 'Airlock Devnet 31337'. */
  displayName: string
  /** The chain reference: '31337', or the Solana genesis hash prefix. */
  chainId: string
  rpcUrl: string
  assets: OnrampAsset[]
}

/** The on-ramp's view of an anvil chain: ETH and the devnet USDC token. */
export function evmOnrampNetwork(chainId: number, rpcUrl: string): OnrampNetwork {
  return {
    caipNetworkId: `eip155:${chainId}`,
    namespace: 'eip155',
    name: `airlock-devnet-${chainId}`,
    displayName: `Airlock Devnet ${chainId}`,
    chainId: String(chainId),
    rpcUrl,
    assets: [
      { symbol: 'ETH', name: 'Ether', decimals: 18, contract: '' },
      { symbol: 'USDC', name: 'USD Coin', decimals: 6, contract: DEVNET_CONTRACTS.usdc },
    ],
  }
}

/** The on-ramp's view of the Solana node: SOL and the devnet USDC mint. */
export function solanaOnrampNetwork(caipNetworkId: string, rpcUrl: string): OnrampNetwork {
  return {
    caipNetworkId,
    namespace: 'solana',
    name: 'airlock-devnet-solana',
    displayName: 'Airlock Devnet Solana',
    chainId: caipNetworkId.slice('solana:'.length),
    rpcUrl,
    assets: [
      { symbol: 'SOL', name: 'Solana', decimals: 9, contract: '' },
      {
        symbol: 'USDC',
        name: DEVNET_SOLANA_MINTS.usdc.name,
        decimals: DEVNET_SOLANA_MINTS.usdc.decimals,
        contract: DEVNET_SOLANA_MINTS.usdc.address,
      },
    ],
  }
}

/** The limits of `method` in `currency`, or undefined when that pair is not offered. */
export function limitsFor(
  currencies: readonly PaymentCurrencyConfig[],
  currency: string,
  method: string,
): PaymentMethodLimit | undefined {
  return currencies
    .find((c) => c.id === currency.toUpperCase())
    ?.payment_method_limits.find((l) => l.id === method)
}

/**
 * The answer of GET /v1/onramp/options: purchase currencies (each with the networks that sell it) and
 * payment currencies with their methods' limits, in the spec's field names. `providers` is a devnet
 * addition: the provider ids and names a client quotes.
 */
export function buildOnrampOptions(
  networks: readonly OnrampNetwork[],
  currencies: readonly PaymentCurrencyConfig[],
  providers: readonly OnrampProviderConfig[],
) {
  const bySymbol = new Map<string, { name: string; networks: unknown[] }>()
  for (const network of networks) {
    for (const asset of network.assets) {
      const entry = bySymbol.get(asset.symbol) ?? { name: asset.name, networks: [] }
      entry.networks.push({
        name: network.name,
        display_name: network.displayName,
        chain_id: network.chainId,
        contract_address: asset.contract,
        caip_network_id: network.caipNetworkId,
        decimals: asset.decimals,
      })
      bySymbol.set(asset.symbol, entry)
    }
  }
  return {
    purchaseCurrencies: [...bySymbol].map(([symbol, entry]) => ({
      id: symbol,
      name: entry.name,
      symbol,
      networks: entry.networks,
    })),
    paymentCurrencies: currencies.map((c) => ({ id: c.id, payment_method_limits: c.payment_method_limits })),
    providers: providers.map((p) => ({ id: p.id, name: p.name, feeBps: p.feeBps })),
  }
}

// Which options the form uses: the options endpoint's answer, or — only when that call fails — the spec's
// fallback currencies and limits, flagged as defaults so the form can say so (spec §9).
import {
  type OnrampOptions,
  type PurchaseCurrency,
  type PurchaseNetwork,
  parseOnrampOptions,
} from './schemas'

/** The spec's fallback limits: card 10.00–7500.00 and ach_bank_account 10.00–25000.00, for USD and EUR. */
export const FALLBACK_PAYMENT_CURRENCIES: OnrampOptions['paymentCurrencies'] = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
}))

const ethereum = { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1' }
const polygon = { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137' }

/** The spec's fallback currencies: USDC and ETH on chains 1 and 137. */
export const FALLBACK_PURCHASE_CURRENCIES: OnrampOptions['purchaseCurrencies'] = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      { ...ethereum, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { ...polygon, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    ],
  },
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [
      { ...ethereum, contract_address: '' },
      { ...polygon, contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619' },
    ],
  },
]

/** The fallback options as a whole (no providers: the plugin's configured ones are used). */
export const FALLBACK_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: FALLBACK_PURCHASE_CURRENCIES,
  paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES,
}

/** The options the form works with, and whether they are the fallback (`defaults`), with the reason. */
export type ResolvedOnrampOptions =
  | { options: OnrampOptions; defaults: false }
  | { options: OnrampOptions; defaults: true; error: unknown }

/**
 * Loads the options with `fetchOptions` (the GET /v1/onramp/options call; it may throw or answer anything):
 * its parsed answer, or the fallback flagged as defaults when the call fails or its answer is malformed.
 * @example
 * const { options, defaults } = await resolveOnrampOptions(() => api.getOnrampOptions())
 */
export async function resolveOnrampOptions(
  fetchOptions: () => Promise<unknown>,
): Promise<ResolvedOnrampOptions> {
  try {
    return { options: parseOnrampOptions(await fetchOptions()), defaults: false }
  } catch (error) {
    return { options: FALLBACK_ONRAMP_OPTIONS, defaults: true, error }
  }
}

/** Whether an options network entry is the CAIP-2 network `caipNetworkId`. */
export function networkMatches(network: PurchaseNetwork, caipNetworkId: string): boolean {
  if (network.caip_network_id !== undefined) return network.caip_network_id === caipNetworkId
  const [namespace, reference] = caipNetworkId.split(':')
  // Without a CAIP-2 id, chain_id is an EVM chain id ('1', '137') or a Solana genesis prefix.
  return (
    reference !== undefined &&
    network.chain_id === reference &&
    (namespace === 'eip155' || namespace === 'solana')
  )
}

/** A currency the active network sells, with that network's entry (contract, decimals). */
export interface PurchasableCurrency {
  currency: PurchaseCurrency
  network: PurchaseNetwork
}

/**
 * The purchase currencies of the active network, in the options' order (ETH and USDC on the devnet's EVM
 * chains, SOL and USDC on its Solana network).
 * @example purchaseCurrenciesFor(options, 'eip155:31337').map((c) => c.currency.symbol) // ['ETH', 'USDC']
 */
export function purchaseCurrenciesFor(options: OnrampOptions, caipNetworkId: string): PurchasableCurrency[] {
  return options.purchaseCurrencies.flatMap((currency) => {
    const network = currency.networks.find((n) => networkMatches(n, caipNetworkId))
    return network ? [{ currency, network }] : []
  })
}

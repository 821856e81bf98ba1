// The on-ramp endpoints' request bodies (zod) and how their references (network, currency, method,
// provider) resolve against the devnet's catalogue; every refusal is a 400 with a message saying what.
import { isAddress as isSolanaAddress } from '@solana/kit'
import { getAddress, isAddress as isEvmAddress } from 'viem'
import { z } from 'zod'
import { FIAT_DECIMALS } from './computeQuote'
import { parseDecimal } from './decimal'
import type {
  OnrampAsset,
  OnrampNetwork,
  OnrampProviderConfig,
  PaymentCurrencyConfig,
} from './onrampCatalogue'
import { OnrampHttpError } from './onrampErrors'

/** A currency given as its id or symbol, or as an options entry (AppKit sends the object). */
const currencyRef = z.union([
  z.string().min(1).max(64),
  z.looseObject({ id: z.string().max(64).optional(), symbol: z.string().max(64).optional() }),
])

const amountRef = z.union([z.string().max(64), z.number()])

/** POST /v1/onramp/quote: spec §7's fields, plus the provider and payment method to quote. */
export const quoteRequestSchema = z.object({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  amount: amountRef,
  /** CAIP-2 id, network name or chain id; absent = the first network selling the purchase currency. */
  network: z.string().max(128).optional(),
  /** Provider id; absent = the first provider. */
  provider: z.string().max(64).optional(),
  /** 'card' (default) or 'ach_bank_account'. */
  paymentMethod: z.string().max(64).optional(),
})

/** POST /v1/generators/onrampurl: spec §7's fields, plus Coinbase-style presets. */
export const onrampUrlRequestSchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: z.string().min(1).max(128),
        /** Networks (CAIP-2 id, name or chain id) this wallet receives on; absent = all its address fits. */
        blockchains: z.array(z.string().max(128)).max(20).optional(),
        /** Asset symbols it may receive; absent = all its networks sell. */
        assets: z.array(z.string().max(64)).max(20).optional(),
      }),
    )
    .min(1)
    .max(10),
  defaultNetwork: z.string().max(128).optional(),
  partnerUserId: z.string().min(1).max(128),
  presetCryptoAmount: amountRef.optional(),
  presetFiatAmount: amountRef.optional(),
  provider: z.string().max(64).optional(),
  defaultAsset: z.string().max(64).optional(),
  fiatCurrency: z.string().max(16).optional(),
  defaultPaymentMethod: z.string().max(64).optional(),
  redirectUrl: z.string().max(2048).optional(),
})

/** Parses a body with `schema`, or a 400 naming the first field that is wrong. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path.join('.') || 'body'
  throw new OnrampHttpError(
    400,
    'invalid_request',
    `Invalid ${what}: ${field}: ${issue?.message ?? 'invalid'}`,
  )
}

/** The id or symbol a currency reference names. */
export function currencyKey(ref: z.infer<typeof currencyRef>): string {
  return (typeof ref === 'string' ? ref : (ref.id ?? ref.symbol ?? '')).toUpperCase()
}

/** A fiat amount in cents, or a 400 (letters, negative numbers, more than 2 decimals). */
export function parseFiatAmount(raw: string | number, field = 'amount'): bigint {
  const cents = parseDecimal(String(raw), FIAT_DECIMALS)
  if (cents === undefined) {
    throw new OnrampHttpError(
      400,
      'invalid_amount',
      `Invalid ${field}: use digits and at most ${FIAT_DECIMALS} decimals`,
    )
  }
  return cents
}

/** What the on-ramp sells and takes, with lookups that answer 400 for what it does not know. */
export class OnrampCatalogue {
  constructor(
    readonly networks: readonly OnrampNetwork[],
    readonly currencies: readonly PaymentCurrencyConfig[],
    readonly providers: readonly OnrampProviderConfig[],
  ) {}

  /** The network a reference names (CAIP-2 id, name or chain id). */
  network(ref: string): OnrampNetwork {
    const found = this.networks.find((n) => n.caipNetworkId === ref || n.name === ref || n.chainId === ref)
    if (!found) throw new OnrampHttpError(400, 'unknown_network', `Unknown network: ${ref}`)
    return found
  }

  /** The provider with `id` (absent = the first). */
  provider(id: string | undefined): OnrampProviderConfig {
    const found = id === undefined ? this.providers[0] : this.providers.find((p) => p.id === id)
    if (!found) throw new OnrampHttpError(400, 'unknown_provider', `Unknown on-ramp provider: ${id}`)
    return found
  }

  /** The payment currency with `id`. */
  currency(id: string): PaymentCurrencyConfig {
    const found = this.currencies.find((c) => c.id === id.toUpperCase())
    if (!found) throw new OnrampHttpError(400, 'unknown_currency', `Unknown payment currency: ${id}`)
    return found
  }

  /** The asset `symbol` on `network` (or on the first network selling it when none is named). */
  asset(symbol: string, networkRef: string | undefined): { network: OnrampNetwork; asset: OnrampAsset } {
    const upper = symbol.toUpperCase()
    const candidates = networkRef === undefined ? this.networks : [this.network(networkRef)]
    for (const network of candidates) {
      const asset = network.assets.find((a) => a.symbol === upper)
      if (asset) return { network, asset }
    }
    if (!this.networks.some((n) => n.assets.some((a) => a.symbol === upper))) {
      throw new OnrampHttpError(400, 'unknown_asset', `Unknown purchase currency: ${symbol}`)
    }
    throw new OnrampHttpError(400, 'unknown_asset', `${upper} is not sold on network ${networkRef}`)
  }

  /** The networks an address can receive on (its format decides: 0x… on EVM, base58 on Solana). */
  networksFor(address: string): OnrampNetwork[] {
    return this.networks.filter((n) => addressFits(n, address))
  }
}

/** Whether `address` is a valid address on `network`. */
export function addressFits(network: OnrampNetwork, address: string): boolean {
  return network.namespace === 'eip155'
    ? isEvmAddress(address, { strict: false })
    : !address.startsWith('0x') && isSolanaAddress(address)
}

/** The address as the chain writes it (EVM checksummed). */
export function canonicalAddress(network: OnrampNetwork, address: string): string {
  return network.namespace === 'eip155' ? getAddress(address) : address
}

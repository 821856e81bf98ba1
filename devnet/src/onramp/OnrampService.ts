import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { PriceTable } from '../api/ApiDeps'
import {
  computeQuote,
  FIAT_DECIMALS,
  fiatForUnits,
  QuoteError,
  type QuoteInput,
  quoteJson,
} from './computeQuote'
import { formatDecimal, parseDecimal } from './decimal'
import type { OnrampOrder, OnrampSession, OnrampStore, SessionWallet } from './OnrampStore'
import type { OrderSettler } from './OrderSettler'
import { buildOnrampOptions, type OnrampNetwork } from './onrampCatalogue'
import { OnrampHttpError } from './onrampErrors'
import {
  addressFits,
  canonicalAddress,
  currencyKey,
  type OnrampCatalogue,
  onrampUrlRequestSchema,
  parseBody,
  parseFiatAmount,
  quoteRequestSchema,
} from './onrampRequests'
import { checkCard } from './testCards'

/** A session token is single-use and lives 5 minutes (as Coinbase's). */
export const SESSION_TTL_MS = 5 * 60_000
/** An opened checkout page can pay for 30 minutes. */
export const CHECKOUT_TTL_MS = 30 * 60_000

/** What the service needs: storage, catalogue, prices, where each provider's checkout lives, the settler. */
export interface OnrampServiceOptions {
  store: OnrampStore
  catalogue: OnrampCatalogue
  prices: PriceTable
  /** Base URL of each provider's checkout server, by provider id. */
  providerUrls: ReadonlyMap<string, string>
  settler: OrderSettler
}

/** An order as the checkout page and history show it (`sending` reads as `pending`). */
export function orderJson(order: OnrampOrder) {
  return {
    id: order.id,
    provider: order.provider,
    status: order.status === 'sending' ? 'pending' : order.status,
    failureReason: order.failureReason,
    txHash: order.txHash,
    network: order.network,
    address: order.address,
    partnerUserId: order.partnerUserId,
    paymentMethod: order.paymentMethod,
    paymentTotal: {
      amount: formatDecimal(BigInt(order.paymentTotal), FIAT_DECIMALS, FIAT_DECIMALS),
      currency: order.paymentCurrency,
    },
    purchaseAmount: {
      amount: formatDecimal(BigInt(order.purchaseUnits), order.assetDecimals),
      currency: order.asset,
    },
    createdAt: new Date(order.createdMs).toISOString(),
    updatedAt: new Date(order.updatedMs).toISOString(),
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const secret = () => randomBytes(32).toString('base64url')

/** The checkout a session token opened: what the page shows and the secret its requests carry. */
export interface OpenedCheckout {
  checkoutId: string
  session: OnrampSession
  network: OnrampNetwork
}

/**
 * The devnet on-ramp's behaviour, shared by the blockchain-data API (options, quote, URL, history) and the
 * providers' checkout servers (open, quote, pay, order status).
 */
export class OnrampService {
  constructor(readonly options: OnrampServiceOptions) {}

  private get catalogue(): OnrampCatalogue {
    return this.options.catalogue
  }

  /** GET /v1/onramp/options */
  onrampOptions() {
    const { networks, currencies, providers } = this.catalogue
    return buildOnrampOptions(networks, currencies, providers)
  }

  private quoteInput(
    providerId: string,
    currency: string,
    method: string,
    network: OnrampNetwork,
    symbol: string,
  ) {
    const asset = network.assets.find((a) => a.symbol === symbol)
    if (!asset)
      throw new OnrampHttpError(
        400,
        'unknown_asset',
        `${symbol} is not sold on network ${network.caipNetworkId}`,
      )
    return {
      provider: this.catalogue.provider(providerId),
      currency: this.catalogue.currency(currency),
      method,
      network,
      asset,
      priceUsd: this.options.prices[symbol],
    } satisfies QuoteInput
  }

  /** POST /v1/onramp/quote: one provider's quote, or a 400 saying why there is none. */
  quote(body: unknown) {
    const request = parseBody(quoteRequestSchema, body, 'quote request')
    const { network, asset } = this.catalogue.asset(currencyKey(request.purchaseCurrency), request.network)
    const provider = this.catalogue.provider(request.provider)
    const input = this.quoteInput(
      provider.id,
      currencyKey(request.paymentCurrency),
      request.paymentMethod ?? 'card',
      network,
      asset.symbol,
    )
    return quoteJson(
      withQuoteErrors(() => computeQuote(input, parseFiatAmount(request.amount))),
      randomUUID(),
    )
  }

  /**
   * POST /v1/generators/onrampurl: a single-use, 5-minute session bound to the destination wallets, and the
   * URL of the provider's checkout page (its own origin) that opens it. `origin` (the app's, from the
   * request) is where the page will post the purchase's result.
   */
  async createSession(body: unknown, context: { origin: string | undefined; projectId: string | undefined }) {
    const request = parseBody(onrampUrlRequestSchema, body, 'on-ramp URL request')
    const provider = this.catalogue.provider(request.provider)
    const wallets = request.destinationWallets.map((w) => this.sessionWallet(w))
    const network = request.defaultNetwork
      ? this.catalogue.network(request.defaultNetwork)
      : this.catalogue.network(wallets[0]!.networks[0]!)
    const wallet = wallets.find((w) => w.networks.includes(network.caipNetworkId))
    if (!wallet)
      throw new OnrampHttpError(
        400,
        'invalid_address',
        `No destination wallet receives on ${network.caipNetworkId}`,
      )
    const sold = network.assets.map((a) => a.symbol).filter((s) => wallet.assets.includes(s))
    const asset = request.defaultAsset?.toUpperCase() ?? sold[0]
    if (!asset || !sold.includes(asset)) {
      throw new OnrampHttpError(
        400,
        'unknown_asset',
        `${request.defaultAsset} cannot be bought for this wallet on ${network.caipNetworkId}`,
      )
    }
    const input = this.quoteInput(
      provider.id,
      request.fiatCurrency ?? 'USD',
      request.defaultPaymentMethod ?? 'card',
      network,
      asset,
    )
    let presetFiat: bigint | undefined
    if (request.presetFiatAmount !== undefined) {
      presetFiat = parseFiatAmount(request.presetFiatAmount, 'presetFiatAmount')
    } else if (request.presetCryptoAmount !== undefined) {
      const units = parseDecimal(String(request.presetCryptoAmount), input.asset.decimals)
      if (units === undefined || units === 0n) {
        throw new OnrampHttpError(
          400,
          'invalid_amount',
          `Invalid presetCryptoAmount: a positive amount of at most ${input.asset.decimals} decimals`,
        )
      }
      presetFiat = withQuoteErrors(() => fiatForUnits(input, units))
    }
    // A preset the provider would refuse (limits, fees) is refused here, before any page opens.
    if (presetFiat !== undefined) withQuoteErrors(() => computeQuote(input, presetFiat))
    const redirectUrl = request.redirectUrl ? httpUrl(request.redirectUrl, 'redirectUrl') : null
    const token = secret()
    const now = Date.now()
    await this.options.store.createSession({
      tokenHash: sha256(token),
      provider: provider.id,
      projectId: context.projectId ?? null,
      appOrigin: context.origin ?? (redirectUrl ? new URL(redirectUrl).origin : null),
      partnerUserId: request.partnerUserId,
      wallets,
      network: network.caipNetworkId,
      asset,
      paymentCurrency: input.currency.id,
      paymentMethod: input.method,
      presetFiat: presetFiat === undefined ? null : presetFiat.toString(),
      redirectUrl,
      createdMs: now,
      expiresMs: now + SESSION_TTL_MS,
      openedMs: null,
      checkoutHash: null,
    })
    const base = this.options.providerUrls.get(provider.id)
    if (!base)
      throw new OnrampHttpError(503, 'provider_unavailable', `Provider ${provider.id} is not running`)
    const url = new URL('/checkout', base)
    url.searchParams.set('sessionToken', token)
    return { url: url.toString() }
  }

  private sessionWallet(w: {
    address: string
    blockchains?: string[] | undefined
    assets?: string[] | undefined
  }) {
    const networks = w.blockchains
      ? w.blockchains.map((ref) => this.catalogue.network(ref))
      : this.catalogue.networksFor(w.address)
    if (networks.length === 0)
      throw new OnrampHttpError(400, 'invalid_address', `Invalid address: ${w.address}`)
    for (const n of networks) {
      if (!addressFits(n, w.address)) {
        throw new OnrampHttpError(
          400,
          'invalid_address',
          `Invalid address for ${n.caipNetworkId}: ${w.address}`,
        )
      }
    }
    const sold = new Set(networks.flatMap((n) => n.assets.map((a) => a.symbol)))
    const assets = w.assets ? w.assets.map((a) => a.toUpperCase()) : [...sold]
    for (const a of assets) {
      if (!sold.has(a))
        throw new OnrampHttpError(400, 'unknown_asset', `${a} is not sold on this wallet's networks`)
    }
    return {
      address: canonicalAddress(networks[0]!, w.address),
      networks: networks.map((n) => n.caipNetworkId),
      assets,
    } satisfies SessionWallet
  }

  /** Opens a session token on `provider`'s checkout (once): the page's data, or why it cannot open. */
  async openCheckout(
    provider: string,
    token: string,
  ): Promise<OpenedCheckout | 'unknown' | 'used' | 'expired'> {
    const checkoutId = secret()
    const opened = await this.options.store.openSession(
      sha256(token),
      provider,
      sha256(checkoutId),
      Date.now(),
    )
    if (typeof opened === 'string') return opened
    return { checkoutId, session: opened, network: this.catalogue.network(opened.network) }
  }

  private async checkout(provider: string, checkoutId: unknown): Promise<OnrampSession> {
    if (typeof checkoutId !== 'string' || !checkoutId)
      throw new OnrampHttpError(400, 'invalid_request', 'Missing checkoutId')
    const session = await this.options.store.sessionByCheckout(sha256(checkoutId))
    if (!session || session.provider !== provider)
      throw new OnrampHttpError(404, 'unknown_checkout', 'Unknown checkout')
    if ((session.openedMs ?? 0) + CHECKOUT_TTL_MS < Date.now())
      throw new OnrampHttpError(410, 'checkout_expired', 'This checkout has expired')
    return session
  }

  private sessionQuote(session: OnrampSession, amount: unknown, method: unknown) {
    if (typeof amount !== 'string' && typeof amount !== 'number')
      throw new OnrampHttpError(400, 'invalid_amount', 'Missing amount')
    const input = this.quoteInput(
      session.provider,
      session.paymentCurrency,
      typeof method === 'string' ? method : session.paymentMethod,
      this.catalogue.network(session.network),
      session.asset,
    )
    return withQuoteErrors(() => computeQuote(input, parseFiatAmount(amount)))
  }

  /** The checkout page's live quote for an amount and payment method. */
  async checkoutQuote(provider: string, body: unknown) {
    const b = (body ?? {}) as Record<string, unknown>
    const session = await this.checkout(provider, b.checkoutId)
    return quoteJson(this.sessionQuote(session, b.amount, b.paymentMethod), randomUUID())
  }

  /**
   * "Pay": prices the amount, checks the card (a number that is not one is refused without an order), and
   * stores the session's one order: `failed` (card_declined) for the declined card, else `pending`, to be
   * delivered after the delay.
   */
  async pay(provider: string, body: unknown) {
    const b = (body ?? {}) as Record<string, unknown>
    const session = await this.checkout(provider, b.checkoutId)
    if (await this.options.store.orderOfSession(session.tokenHash)) {
      throw new OnrampHttpError(409, 'already_paid', 'This checkout has already been paid')
    }
    const quote = this.sessionQuote(session, b.amount, b.paymentMethod)
    let declined = false
    let last4: string | null = null
    if (quote.paymentMethod === 'card') {
      const card = checkCard(typeof b.cardNumber === 'string' ? b.cardNumber : '')
      if (!card.valid) throw new OnrampHttpError(400, 'card_invalid', 'Your card number is invalid')
      declined = card.declined
      last4 = card.last4
    }
    const wallet = session.wallets.find((w) => w.networks.includes(session.network))
    if (!wallet) throw new OnrampHttpError(409, 'invalid_address', 'The session has no wallet on its network')
    const now = Date.now()
    const order = await this.options.store.createOrder({
      id: randomUUID(),
      provider,
      sessionHash: session.tokenHash,
      partnerUserId: session.partnerUserId,
      address: wallet.address,
      network: session.network,
      asset: quote.asset,
      assetDecimals: quote.assetDecimals,
      paymentCurrency: quote.paymentCurrency,
      paymentMethod: quote.paymentMethod,
      paymentTotal: quote.paymentTotal.toString(),
      providerFee: quote.providerFee.toString(),
      networkFee: quote.networkFee.toString(),
      purchaseUnits: quote.purchaseUnits.toString(),
      cardLast4: last4,
      status: declined ? 'failed' : 'pending',
      failureReason: declined ? 'card_declined' : null,
      txHash: null,
      createdMs: now,
      updatedMs: now,
    })
    if (!order) throw new OnrampHttpError(409, 'already_paid', 'This checkout has already been paid')
    if (!declined) this.options.settler.schedule(order)
    return { order: orderJson(order) }
  }

  /** The checkout's order (the page polls it until delivered). */
  async checkoutOrder(provider: string, checkoutId: string | null) {
    const session = await this.checkout(provider, checkoutId)
    const order = await this.options.store.orderOfSession(session.tokenHash)
    if (!order) throw new OnrampHttpError(404, 'no_order', 'This checkout has no order yet')
    return { order: orderJson(order) }
  }
}

/** Runs a quote computation, turning its QuoteError into a 400 with the same message. */
function withQuoteErrors<T>(compute: () => T): T {
  try {
    return compute()
  } catch (error) {
    if (error instanceof QuoteError) throw new OnrampHttpError(400, error.code, error.message)
    throw error
  }
}

/** An http(s) URL, or a 400. */
function httpUrl(raw: string, field: string): string {
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString()
  } catch {}
  throw new OnrampHttpError(400, 'invalid_request', `Invalid ${field}: an http(s) URL is required`)
}

// The on-ramp answers as the plugin reads them (zod/mini, like the kernel's API schemas): options, quote,
// checkout URL, history items with `onramp`, and the provider page's message. Unknown extra fields are
// kept (servers may add fields); what the plugin relies on is checked, amounts as exact decimal strings.
import * as z from 'zod/mini'
import { DECIMAL_PATTERN } from './decimal'
import { OnrampResponseError } from './errors'

const text = (max = 256) => z.string().check(z.minLength(1), z.maxLength(max))
/** A decimal amount, given as a string ('12.34') or a number (12.34), kept as its plain decimal string. */
const decimal = () =>
  z.pipe(
    z.union([z.string(), z.number().check(z.refine((n) => Number.isFinite(n) && n >= 0))]),
    z.transform((value, ctx) => {
      const plain = typeof value === 'number' ? numberToDecimal(value) : value.trim()
      if (plain !== undefined && DECIMAL_PATTERN.test(plain)) return plain
      ctx.issues.push({ code: 'custom', message: 'must be a non-negative decimal', input: value })
      return z.NEVER
    }),
  )
const money = () => z.looseObject({ amount: decimal(), currency: text(16) })

/** A plain decimal for a finite non-negative number (no exponent), or undefined. */
function numberToDecimal(n: number): string | undefined {
  if (!Number.isFinite(n) || n < 0) return undefined
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/** One network a purchase currency is sold on (spec §3 fields, plus the devnet's CAIP-2 id and decimals). */
const purchaseNetwork = () =>
  z.looseObject({
    name: text(),
    display_name: z.optional(z.string()),
    chain_id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    contract_address: z._default(z.string(), ''),
    caip_network_id: z.optional(z.string()),
    decimals: z.optional(z.number()),
  })

const purchaseCurrency = () =>
  z.looseObject({
    id: text(),
    name: z.string(),
    symbol: text(32),
    networks: z.array(purchaseNetwork()),
  })

const paymentMethodLimit = () => z.looseObject({ id: text(64), min: decimal(), max: decimal() })

const paymentCurrency = () =>
  z.looseObject({ id: text(16), payment_method_limits: z.array(paymentMethodLimit()) })

const provider = () => z.looseObject({ id: text(64), name: text(), feeBps: z.optional(z.number()) })

/** GET /v1/onramp/options */
const optionsSchema = () =>
  z.looseObject({
    purchaseCurrencies: z.array(purchaseCurrency()),
    paymentCurrencies: z.array(paymentCurrency()),
    providers: z.optional(z.array(provider())),
  })

/** POST /v1/onramp/quote */
const quoteSchema = () =>
  z.looseObject({
    quoteId: z.optional(z.string()),
    provider: z.optional(z.string()),
    paymentTotal: money(),
    paymentSubtotal: z.optional(money()),
    providerFee: z.optional(money()),
    networkFee: z.optional(money()),
    purchaseAmount: money(),
  })

/** POST /v1/generators/onrampurl */
const onrampUrlSchema = () =>
  z.looseObject({
    url: z.string().check(
      z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        error: 'must be an http(s) URL',
      }),
    ),
  })

/** An order's status as the history endpoint gives it: the devnet's words or Coinbase-style constants. */
const STATUS_WORDS: Readonly<Record<string, OrderStatus>> = {
  pending: 'pending',
  success: 'success',
  failed: 'failed',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'success',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
}

const historyItem = () =>
  z.looseObject({
    id: text(),
    metadata: z.looseObject({
      status: z.string(),
      hash: z.optional(z.string()),
      chain: z.string(),
      sentTo: z.optional(z.string()),
      onramp: z.optional(
        z.looseObject({
          provider: z.optional(z.string()),
          orderId: z.optional(z.string()),
          partnerUserId: z.optional(z.string()),
          failureReason: z.optional(z.nullable(z.string())),
        }),
      ),
    }),
    transfers: z.array(
      z.looseObject({
        quantity: z.optional(z.looseObject({ numeric: decimal() })),
        fungible_info: z.optional(z.looseObject({ symbol: z.optional(z.string()) })),
      }),
    ),
  })

const historyPageSchema = () =>
  z.looseObject({ data: z.array(historyItem()), next: z.optional(z.nullable(z.string())) })

/** The checkout page's message to the app (devnet/src/onramp/page/checkoutData.ts). */
const providerMessageSchema = () =>
  z.object({
    type: z.literal(PROVIDER_MESSAGE_TYPE),
    version: z.literal(1),
    order: z.looseObject({
      id: text(128),
      provider: text(64),
      status: z.enum(['pending', 'success', 'failed']),
      failureReason: z.optional(z.nullable(z.string())),
      txHash: z.optional(z.nullable(z.string())),
      network: text(),
      address: text(128),
      partnerUserId: text(128),
      purchaseAmount: money(),
    }),
  })

/** The `type` of the message a provider's checkout page posts to the app. */
export const PROVIDER_MESSAGE_TYPE = 'airlock:onramp-order'

/** An order's status as the plugin tracks it. */
export type OrderStatus = 'pending' | 'success' | 'failed'

/** The on-ramp options: what can be bought where, what can be paid with, within which limits. */
export type OnrampOptions = z.infer<ReturnType<typeof optionsSchema>>
/** One purchase currency of the options. */
export type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]
/** One network a purchase currency is sold on. */
export type PurchaseNetwork = PurchaseCurrency['networks'][number]
/** One payment currency with its methods' limits. */
export type PaymentCurrency = OnrampOptions['paymentCurrencies'][number]
/** A provider as the options name it. */
export type OnrampProviderInfo = NonNullable<OnrampOptions['providers']>[number]
/** A provider's quote. */
export type OnrampQuote = z.infer<ReturnType<typeof quoteSchema>>

/** An order as the plugin follows it, from the provider's message or from history. */
export interface TrackedOrder {
  id: string
  status: OrderStatus
  /** 'card_declined', 'delivery_failed', or another provider reason; null when none. */
  failureReason: string | null
  txHash: string | null
  network: string
  /** The purchase id (partnerUserId) the order was made for; null when the source does not say. */
  partnerUserId: string | null
  provider: string | null
  /** What arrives; null when the source does not say. */
  purchaseAmount: { amount: string; currency: string } | null
}

function parseWith<T>(schema: z.ZodMiniType<T>, value: unknown, endpoint: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
  throw new OnrampResponseError({ endpoint, issues })
}

/**
 * Checks GET /v1/onramp/options' answer.
 * @throws OnrampResponseError when it is not the options' shape
 */
export function parseOnrampOptions(value: unknown): OnrampOptions {
  return parseWith(optionsSchema(), value, 'GET /v1/onramp/options')
}

/**
 * Checks POST /v1/onramp/quote's answer.
 * @throws OnrampResponseError when it is not a quote
 */
export function parseOnrampQuote(value: unknown): OnrampQuote {
  return parseWith(quoteSchema(), value, 'POST /v1/onramp/quote')
}

/**
 * The checkout URL of POST /v1/generators/onrampurl's answer (an http(s) URL).
 * @throws OnrampResponseError otherwise
 */
export function parseOnrampUrl(value: unknown): string {
  return parseWith(onrampUrlSchema(), value, 'POST /v1/generators/onrampurl').url
}

/**
 * The orders in a page of GET /v1/account/{address}/history?onramp=…; items that are not orders (no known
 * status) are left out.
 * @throws OnrampResponseError when the page is not a history page
 */
export function parseOnrampHistory(value: unknown): { orders: TrackedOrder[]; next: string | null } {
  const page = parseWith(historyPageSchema(), value, 'GET /v1/account/{address}/history')
  const orders = page.data.flatMap((item): TrackedOrder[] => {
    const status = STATUS_WORDS[item.metadata.status]
    if (!status) return []
    const onramp = item.metadata.onramp
    const transfer = item.transfers[0]
    return [
      {
        id: onramp?.orderId ?? item.id,
        status,
        failureReason: onramp?.failureReason ?? null,
        txHash: item.metadata.hash ?? null,
        network: item.metadata.chain,
        partnerUserId: onramp?.partnerUserId ?? null,
        provider: onramp?.provider ?? null,
        purchaseAmount:
          transfer?.quantity && transfer.fungible_info?.symbol
            ? { amount: transfer.quantity.numeric, currency: transfer.fungible_info.symbol }
            : null,
      },
    ]
  })
  return { orders, next: page.next ?? null }
}

/**
 * A parser of provider page messages: the order in a message, or undefined when the data is not that message.
 * Its schema is built once, when the parser is made (a listener makes one and keeps it while it listens).
 */
export function createProviderMessageParser(): (data: unknown) => TrackedOrder | undefined {
  const schema = providerMessageSchema()
  return (data) => orderOfMessage(schema.safeParse(data))
}

/** The order in a provider page's message, or undefined when the data is not that message (one-off use). */
export function parseProviderMessage(data: unknown): TrackedOrder | undefined {
  return orderOfMessage(providerMessageSchema().safeParse(data))
}

function orderOfMessage(
  parsed: ReturnType<ReturnType<typeof providerMessageSchema>['safeParse']>,
): TrackedOrder | undefined {
  if (!parsed.success) return undefined
  const { order } = parsed.data
  return {
    id: order.id,
    status: order.status,
    failureReason: order.failureReason ?? null,
    txHash: order.txHash ?? null,
    network: order.network,
    partnerUserId: order.partnerUserId,
    provider: order.provider,
    purchaseAmount: { amount: order.purchaseAmount.amount, currency: order.purchaseAmount.currency },
  }
}

/** An error answer's `code` (the devnet's machine-readable reason), when the body has one. */
export function errorCodeOf(body: unknown): string | undefined {
  const parsed = z.looseObject({ code: z.string() }).safeParse(body)
  return parsed.success ? parsed.data.code : undefined
}

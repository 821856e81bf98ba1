import { json, type Reply } from '../http/reply'
import { FIAT_DECIMALS } from './computeQuote'
import { formatDecimal } from './decimal'
import { orderJson } from './OnrampService'
import type { OnrampOrder, OnrampStore } from './OnrampStore'
import { OnrampHttpError } from './onrampErrors'
import type { OnrampCatalogue } from './onrampRequests'

/** What a history answer of orders needs from the API: prices and icons by symbol. */
export interface HistoryPricing {
  prices: Readonly<Record<string, number>>
  iconUrl(symbol: string): string
}

type Cursor = [createdMs: number, seq: number]

function encodeCursor(order: OnrampOrder): string {
  return Buffer.from(JSON.stringify([order.createdMs, order.seq] satisfies Cursor)).toString('base64url')
}

function decodeCursor(raw: string): { createdMs: number; seq: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === 2 && value.every(Number.isSafeInteger)) {
      return { createdMs: value[0] as number, seq: value[1] as number }
    }
  } catch {}
  throw new OnrampHttpError(400, 'invalid_request', 'Invalid cursor')
}

/**
 * One order as a history item: the usual item shape (operationType 'buy', sentFrom the provider's name,
 * one incoming transfer of what was bought) with `status` pending, success or failed, `hash` once delivered,
 * and the order's details under `metadata.onramp`.
 */
export function orderHistoryItem(order: OnrampOrder, providerName: string, pricing: HistoryPricing) {
  const view = orderJson(order)
  const numeric = formatDecimal(BigInt(order.purchaseUnits), order.assetDecimals)
  const price = pricing.prices[order.asset] ?? 0
  return {
    id: order.id,
    metadata: {
      operationType: 'buy',
      ...(order.txHash ? { hash: order.txHash } : {}),
      minedAt: new Date(view.status === 'success' ? order.updatedMs : order.createdMs).toISOString(),
      sentFrom: providerName,
      sentTo: order.address,
      status: view.status,
      nonce: 0,
      chain: order.network,
      onramp: {
        provider: order.provider,
        orderId: order.id,
        partnerUserId: order.partnerUserId,
        paymentMethod: order.paymentMethod,
        paymentTotal: {
          amount: formatDecimal(BigInt(order.paymentTotal), FIAT_DECIMALS, FIAT_DECIMALS),
          currency: order.paymentCurrency,
        },
        ...(order.failureReason ? { failureReason: order.failureReason } : {}),
      },
    },
    transfers: [
      {
        fungible_info: {
          name: order.asset,
          symbol: order.asset,
          icon: { url: pricing.iconUrl(order.asset) },
        },
        direction: 'in',
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}

/**
 * GET /v1/account/{address}/history?onramp={provider}: the address's orders with that provider, newest
 * first, in pages (`cursor`, `limit`), optionally on one network (`chainId`, CAIP-2).
 */
export async function onrampHistoryReply(
  store: OnrampStore,
  catalogue: OnrampCatalogue,
  pricing: HistoryPricing,
  address: string,
  url: URL,
  limit: number,
): Promise<Reply> {
  if (catalogue.networksFor(address).length === 0) {
    throw new OnrampHttpError(400, 'invalid_address', `Invalid address: ${address}`)
  }
  const provider = catalogue.provider(url.searchParams.get('onramp') ?? '')
  const chainId = url.searchParams.get('chainId')
  const cursor = url.searchParams.get('cursor')
  const orders = await store.orders({
    address,
    provider: provider.id,
    ...(chainId ? { networks: [chainId] } : {}),
    ...(cursor ? { before: decodeCursor(cursor) } : {}),
    limit,
  })
  const page = orders.slice(0, limit)
  const last = page.at(-1)
  return json({
    data: page.map((o) => orderHistoryItem(o, provider.name, pricing)),
    next: orders.length > limit && last ? encodeCursor(last) : null,
  })
}

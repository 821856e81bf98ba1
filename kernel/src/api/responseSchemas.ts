import * as z from 'zod/mini'
import { tokenBalanceSchema } from './accountSchemas'

// Response shapes of the blockchain-data API and the wallet catalogue, as the kernel parses them, each
// built at its first use and kept from then on. Unknown extra fields are kept (loose objects) so servers
// can add fields without breaking clients. A zod/mini schema object holds about 0.4 KiB of heap (Chromium)
// for the page's lifetime: built when the request runtime loads (at the modal's first open), these held
// about 30 KiB although that open parses only the catalogue's answer. The public constants of ./schemas
// are the same instances.

const optionalString = () => z.optional(z.string())
const nullableString = () => z.optional(z.nullable(z.string()))

/** Returns `build()`'s value, built at the first call. */
function once<T>(build: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= build()
    return value
  }
}

/** GET /v1/account/{address}/balance */
const balanceResponse = once(() => z.looseObject({ balances: z.array(tokenBalanceSchema) }))
/** GET v1/supported-chains: CAIP-2 ids served over HTTP and websocket. */
const supportedChainsResponse = once(() =>
  z.looseObject({
    http: z.array(z.string()),
    ws: z._default(z.array(z.string()), () => []),
  }),
)
/** One transfer inside a history item; NFT transfers may be flagged as spam. */
const historyTransfer = once(() =>
  z.looseObject({
    direction: optionalString(),
    quantity: z.optional(z.looseObject({ numeric: z.string() })),
    value: z.optional(z.number()),
    price: z.optional(z.number()),
    fungible_info: z.optional(
      z.looseObject({
        name: optionalString(),
        symbol: optionalString(),
        icon: z.optional(z.nullable(z.looseObject({ url: z.string() }))),
      }),
    ),
    nft_info: z.optional(
      z.looseObject({
        name: optionalString(),
        flags: z.optional(z.looseObject({ is_spam: z.boolean() })),
      }),
    ),
  }),
)
/** One transaction of an account's history. */
const historyItem = once(() =>
  z.looseObject({
    id: z.string(),
    metadata: z.looseObject({
      minedAt: z.string(),
      chain: z.string(),
      operationType: optionalString(),
      hash: optionalString(),
      sentFrom: optionalString(),
      sentTo: optionalString(),
      status: optionalString(),
      nonce: z.optional(z.number()),
    }),
    transfers: z.array(historyTransfer()),
  }),
)
/** GET /v1/account/{address}/history: a page of items and the cursor of the next page (null at the end). */
const historyResponse = once(() =>
  z.looseObject({
    data: z.array(historyItem()),
    next: nullableString(),
  }),
)
/** One price of POST /v1/fungible/price. */
const fungiblePrice = once(() =>
  z.looseObject({
    name: z.string(),
    symbol: z.string(),
    iconUrl: optionalString(),
    price: z.number(),
  }),
)
/** POST /v1/fungible/price */
const fungiblePriceResponse = once(() => z.looseObject({ fungibles: z.array(fungiblePrice()) }))
/** One wallet of the catalogue. */
const walletListEntry = once(() =>
  z.looseObject({
    id: z.string(),
    name: z.string(),
    image_id: nullableString(),
    rdns: nullableString(),
    homepage: nullableString(),
    mobile_link: nullableString(),
    desktop_link: nullableString(),
    webapp_link: nullableString(),
    app_store: nullableString(),
    play_store: nullableString(),
    chains: z.optional(z.array(z.string())),
    injected: z.optional(
      z.nullable(z.array(z.looseObject({ namespace: z.string(), injected_id: z.string() }))),
    ),
    badge_type: nullableString(),
  }),
)
/** GET /getWallets: the total count and one page of wallets. */
const walletsResponse = once(() =>
  z.looseObject({
    count: z.number(),
    data: z.array(walletListEntry()),
  }),
)
/** GET /getAnalyticsConfig */
const analyticsConfigResponse = once(() => z.looseObject({ isAnalyticsEnabled: z.boolean() }))

/** The response schemas of the blockchain-data API and the catalogue, each built at its first call. */
export const apiResponseSchemas = {
  balanceResponse,
  supportedChainsResponse,
  historyTransfer,
  historyItem,
  historyResponse,
  fungiblePrice,
  fungiblePriceResponse,
  walletListEntry,
  walletsResponse,
  analyticsConfigResponse,
}

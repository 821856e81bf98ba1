import * as z from 'zod/mini'
import { tokenBalanceSchema } from './accountSchemas'

export * from './accountSchemas'

// Response shapes of the blockchain-data API and the wallet catalogue, as the kernel parses them.
// Unknown extra fields are kept (loose objects) so servers can add fields without breaking clients.
// zod/mini keeps the kernel's bundle small (its functional API tree-shakes; see BENCHMARKS.md).

const optionalString = () => z.optional(z.string())
const nullableString = () => z.optional(z.nullable(z.string()))

/** GET /v1/account/{address}/balance */
export const balanceResponseSchema = z.looseObject({ balances: z.array(tokenBalanceSchema) })
/** Answer of GET /v1/account/{address}/balance. */
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/** GET v1/supported-chains: CAIP-2 ids served over HTTP and websocket. */
export const supportedChainsResponseSchema = z.looseObject({
  http: z.array(z.string()),
  ws: z._default(z.array(z.string()), () => []),
})
/** Answer of GET v1/supported-chains. */
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>

/** One transfer inside a history item; NFT transfers may be flagged as spam. */
export const historyTransferSchema = z.looseObject({
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
})
/** One transfer inside a history item. */
export type HistoryTransfer = z.infer<typeof historyTransferSchema>

/** One transaction of an account's history. */
export const historyItemSchema = z.looseObject({
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
  transfers: z.array(historyTransferSchema),
})
/** One transaction of an account's history. */
export type HistoryItem = z.infer<typeof historyItemSchema>

/** GET /v1/account/{address}/history: a page of items and the cursor of the next page (null at the end). */
export const historyResponseSchema = z.looseObject({
  data: z.array(historyItemSchema),
  next: nullableString(),
})
/** Answer of GET /v1/account/{address}/history. */
export type HistoryResponse = z.infer<typeof historyResponseSchema>

/** One price of POST /v1/fungible/price. */
export const fungiblePriceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  iconUrl: optionalString(),
  price: z.number(),
})
/** POST /v1/fungible/price */
export const fungiblePriceResponseSchema = z.looseObject({ fungibles: z.array(fungiblePriceSchema) })
/** Answer of POST /v1/fungible/price. */
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

/** One wallet of the catalogue. */
export const walletListEntrySchema = z.looseObject({
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
})
/** One wallet of the catalogue. */
export type WalletListEntry = z.infer<typeof walletListEntrySchema>

/** GET /getWallets: the total count and one page of wallets. */
export const walletsResponseSchema = z.looseObject({
  count: z.number(),
  data: z.array(walletListEntrySchema),
})
/** Answer of GET /getWallets. */
export type WalletsResponse = z.infer<typeof walletsResponseSchema>

/** GET /getAnalyticsConfig */
export const analyticsConfigResponseSchema = z.looseObject({ isAnalyticsEnabled: z.boolean() })
/** Answer of GET /getAnalyticsConfig. */
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>

import type * as z from 'zod/mini'
import type { SchemaOutput } from '../validation/standardSchema'
import { apiResponseSchemas } from './responseSchemas'

export * from './accountSchemas'

// Response shapes of the blockchain-data API and the wallet catalogue, as the kernel parses them (public
// through @airlock/kernel/services). Unknown extra fields are kept (loose objects) so servers can add
// fields without breaking clients. zod/mini (loaded with the first request, never with the page), and the
// kernel's own schemas for the shapes also read from storage at start (./accountSchemaBuilders). The kernel's own clients build each schema at its first use
// (./responseSchemas); these constants are the same instances, built when imported.

/** GET /v1/account/{address}/balance */
export const balanceResponseSchema = /* @__PURE__ */ apiResponseSchemas.balanceResponse()
/** Answer of GET /v1/account/{address}/balance. */
export type BalanceResponse = SchemaOutput<typeof balanceResponseSchema>

/** GET v1/supported-chains: CAIP-2 ids served over HTTP and websocket. */
export const supportedChainsResponseSchema = /* @__PURE__ */ apiResponseSchemas.supportedChainsResponse()
/** Answer of GET v1/supported-chains. */
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>

/** One transfer inside a history item; NFT transfers may be flagged as spam. */
export const historyTransferSchema = /* @__PURE__ */ apiResponseSchemas.historyTransfer()
/** One transfer inside a history item. */
export type HistoryTransfer = z.infer<typeof historyTransferSchema>

/** One transaction of an account's history. */
export const historyItemSchema = /* @__PURE__ */ apiResponseSchemas.historyItem()
/** One transaction of an account's history. */
export type HistoryItem = z.infer<typeof historyItemSchema>

/** GET /v1/account/{address}/history: a page of items and the cursor of the next page (null at the end). */
export const historyResponseSchema = /* @__PURE__ */ apiResponseSchemas.historyResponse()
/** Answer of GET /v1/account/{address}/history. */
export type HistoryResponse = z.infer<typeof historyResponseSchema>

/** One price of POST /v1/fungible/price. */
export const fungiblePriceSchema = /* @__PURE__ */ apiResponseSchemas.fungiblePrice()
/** POST /v1/fungible/price */
export const fungiblePriceResponseSchema = /* @__PURE__ */ apiResponseSchemas.fungiblePriceResponse()
/** Answer of POST /v1/fungible/price. */
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

/** One wallet of the catalogue. */
export const walletListEntrySchema = /* @__PURE__ */ apiResponseSchemas.walletListEntry()
/** One wallet of the catalogue. */
export type WalletListEntry = z.infer<typeof walletListEntrySchema>

/** GET /getWallets: the total count and one page of wallets. */
export const walletsResponseSchema = /* @__PURE__ */ apiResponseSchemas.walletsResponse()
/** Answer of GET /getWallets. */
export type WalletsResponse = z.infer<typeof walletsResponseSchema>

/** GET /getAnalyticsConfig */
export const analyticsConfigResponseSchema = /* @__PURE__ */ apiResponseSchemas.analyticsConfigResponse()
/** Answer of GET /getAnalyticsConfig. */
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>

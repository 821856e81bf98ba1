import type { Infer } from '../validation/schema'
import type { SchemaOutput } from '../validation/standardSchema'
import { apiResponseSchemas } from './responseSchemas'

export * from './accountSchemas'

// Response shapes of the blockchain-data API and the wallet catalogue, as the kernel parses them (public
// through @airlock/kernel/services). Unknown extra fields are kept (loose objects) so servers can add
// fields without breaking clients. The kernel's own schemas (`schema.*`, Standard Schema v1: any Standard Schema
// consumer reads them). The kernel's own clients build each schema at its first use (./responseSchemas); these
// constants are the same shapes, built when imported.

/** GET /v1/account/{address}/balance */
export const balanceResponseSchema = /* @__PURE__ */ apiResponseSchemas.balanceResponse()
/** Answer of GET /v1/account/{address}/balance. */
export type BalanceResponse = SchemaOutput<typeof balanceResponseSchema>

/** GET v1/supported-chains: CAIP-2 ids served over HTTP and websocket. */
export const supportedChainsResponseSchema = /* @__PURE__ */ apiResponseSchemas.supportedChainsResponse()
/** Answer of GET v1/supported-chains. */
export type SupportedChainsResponse = Infer<typeof supportedChainsResponseSchema>

/** One transfer inside a history item; NFT transfers may be flagged as spam. */
export const historyTransferSchema = /* @__PURE__ */ apiResponseSchemas.historyTransfer()
/** One transfer inside a history item. */
export type HistoryTransfer = Infer<typeof historyTransferSchema>

/** One transaction of an account's history. */
export const historyItemSchema = /* @__PURE__ */ apiResponseSchemas.historyItem()
/** One transaction of an account's history. */
export type HistoryItem = Infer<typeof historyItemSchema>

/** GET /v1/account/{address}/history: a page of items and the cursor of the next page (null at the end). */
export const historyResponseSchema = /* @__PURE__ */ apiResponseSchemas.historyResponse()
/** Answer of GET /v1/account/{address}/history. */
export type HistoryResponse = Infer<typeof historyResponseSchema>

/** One price of POST /v1/fungible/price. */
export const fungiblePriceSchema = /* @__PURE__ */ apiResponseSchemas.fungiblePrice()
/** POST /v1/fungible/price */
export const fungiblePriceResponseSchema = /* @__PURE__ */ apiResponseSchemas.fungiblePriceResponse()
/** Answer of POST /v1/fungible/price. */
export type FungiblePriceResponse = Infer<typeof fungiblePriceResponseSchema>

/** One wallet of the catalogue. */
export const walletListEntrySchema = /* @__PURE__ */ apiResponseSchemas.walletListEntry()
/** One wallet of the catalogue. */
export type WalletListEntry = Infer<typeof walletListEntrySchema>

/** GET /getWallets: the total count and one page of wallets. */
export const walletsResponseSchema = /* @__PURE__ */ apiResponseSchemas.walletsResponse()
/** Answer of GET /getWallets. */
export type WalletsResponse = Infer<typeof walletsResponseSchema>

/** GET /getAnalyticsConfig */
export const analyticsConfigResponseSchema = /* @__PURE__ */ apiResponseSchemas.analyticsConfigResponse()
/** Answer of GET /getAnalyticsConfig. */
export type AnalyticsConfigResponse = Infer<typeof analyticsConfigResponseSchema>

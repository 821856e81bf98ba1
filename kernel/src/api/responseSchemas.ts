import * as schema from '../validation/schema'
import { buildTokenBalanceSchema } from './accountSchemaBuilders'

// Response shapes of the blockchain-data API and the wallet catalogue, as the kernel parses them, on the
// kernel's own schemas (no zod on any request's path: its chunk cost a first connection 5-17 ms of CPU at 1x).
// Unknown extra fields are kept ('keep' objects) so servers can add fields without breaking clients. Each is
// built for the answer it checks and dropped after: a schema held while the page lives is heap for nothing.
// The public constants of ./schemas are built from the same builders.

const optionalString = () => schema.optional(schema.string())
const nullableString = () => schema.optional(schema.nullable(schema.string()))

/** GET /v1/account/{address}/balance */
const balanceResponse = () => schema.object({ balances: schema.array(buildTokenBalanceSchema()) }, 'keep')
/** GET v1/supported-chains: CAIP-2 ids served over HTTP and websocket. */
const supportedChainsResponse = () =>
  schema.object(
    {
      http: schema.array(schema.string()),
      ws: schema.withDefault(schema.array(schema.string()), () => []),
    },
    'keep',
  )
/** One transfer inside a history item; NFT transfers may be flagged as spam. */
const historyTransfer = () =>
  schema.object(
    {
      direction: optionalString(),
      quantity: schema.optional(schema.object({ numeric: schema.string() }, 'keep')),
      value: schema.optional(schema.number()),
      price: schema.optional(schema.number()),
      fungible_info: schema.optional(
        schema.object(
          {
            name: optionalString(),
            symbol: optionalString(),
            icon: schema.optional(schema.nullable(schema.object({ url: schema.string() }, 'keep'))),
          },
          'keep',
        ),
      ),
      nft_info: schema.optional(
        schema.object(
          {
            name: optionalString(),
            flags: schema.optional(schema.object({ is_spam: schema.boolean() }, 'keep')),
          },
          'keep',
        ),
      ),
    },
    'keep',
  )
/** One transaction of an account's history. */
const historyItem = () =>
  schema.object(
    {
      id: schema.string(),
      metadata: schema.object(
        {
          minedAt: schema.string(),
          chain: schema.string(),
          operationType: optionalString(),
          hash: optionalString(),
          sentFrom: optionalString(),
          sentTo: optionalString(),
          status: optionalString(),
          nonce: schema.optional(schema.number()),
        },
        'keep',
      ),
      transfers: schema.array(historyTransfer()),
    },
    'keep',
  )
/** GET /v1/account/{address}/history: a page of items and the cursor of the next page (null at the end). */
const historyResponse = () =>
  schema.object(
    {
      data: schema.array(historyItem()),
      next: nullableString(),
    },
    'keep',
  )
/** One price of POST /v1/fungible/price. */
const fungiblePrice = () =>
  schema.object(
    {
      name: schema.string(),
      symbol: schema.string(),
      iconUrl: optionalString(),
      price: schema.number(),
    },
    'keep',
  )
/** POST /v1/fungible/price */
const fungiblePriceResponse = () => schema.object({ fungibles: schema.array(fungiblePrice()) }, 'keep')
/** One wallet of the catalogue. */
const walletListEntry = () =>
  schema.object(
    {
      id: schema.string(),
      name: schema.string(),
      image_id: nullableString(),
      rdns: nullableString(),
      homepage: nullableString(),
      mobile_link: nullableString(),
      desktop_link: nullableString(),
      webapp_link: nullableString(),
      app_store: nullableString(),
      play_store: nullableString(),
      chains: schema.optional(schema.array(schema.string())),
      injected: schema.optional(
        schema.nullable(
          schema.array(schema.object({ namespace: schema.string(), injected_id: schema.string() }, 'keep')),
        ),
      ),
      badge_type: nullableString(),
    },
    'keep',
  )
/** GET /getWallets: the total count and one page of wallets. */
const walletsResponse = () =>
  schema.object(
    {
      count: schema.number(),
      data: schema.array(walletListEntry()),
    },
    'keep',
  )
/** GET /getAnalyticsConfig */
const analyticsConfigResponse = () => schema.object({ isAnalyticsEnabled: schema.boolean() }, 'keep')

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

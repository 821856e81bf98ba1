import * as z from 'zod/mini'
import * as schema from '../validation/schema'
import { buildTokenBalanceSchema } from './accountSchemaBuilders'

// Response shapes of the blockchain-data API and the wallet catalogue, as the kernel parses them: each
// built for the answer it checks and dropped after. Unknown extra fields are kept (loose objects) so servers
// can add fields without breaking clients. A zod/mini schema object holds about 0.4 KiB of heap (Chromium)
// while it lives: built when the request runtime loaded (at the modal's first open), these held about
// 30 KiB although that open parses only the catalogue's answer; kept after their first use, the
// catalogue's answer schema alone held several KiB for the page's lifetime. Building one costs far less than
// the request it checks. The public constants of ./schemas are built from the same builders.

const optionalString = () => z.optional(z.string())
const nullableString = () => z.optional(z.nullable(z.string()))

/** GET /v1/account/{address}/balance */
const balanceResponse = () => schema.object({ balances: schema.array(buildTokenBalanceSchema()) }, 'keep')
/** GET v1/supported-chains: CAIP-2 ids served over HTTP and websocket. */
const supportedChainsResponse = () =>
  z.looseObject({
    http: z.array(z.string()),
    ws: z._default(z.array(z.string()), () => []),
  })
/** One transfer inside a history item; NFT transfers may be flagged as spam. */
const historyTransfer = () =>
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
  })
/** One transaction of an account's history. */
const historyItem = () =>
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
  })
/** GET /v1/account/{address}/history: a page of items and the cursor of the next page (null at the end). */
const historyResponse = () =>
  z.looseObject({
    data: z.array(historyItem()),
    next: nullableString(),
  })
/** One price of POST /v1/fungible/price. */
const fungiblePrice = () =>
  z.looseObject({
    name: z.string(),
    symbol: z.string(),
    iconUrl: optionalString(),
    price: z.number(),
  })
/** POST /v1/fungible/price */
const fungiblePriceResponse = () => z.looseObject({ fungibles: z.array(fungiblePrice()) })
/** One wallet of the catalogue. */
const walletListEntry = () =>
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
  })
/** GET /getWallets: the total count and one page of wallets. */
const walletsResponse = () =>
  z.looseObject({
    count: z.number(),
    data: z.array(walletListEntry()),
  })
/** GET /getAnalyticsConfig */
const analyticsConfigResponse = () => z.looseObject({ isAnalyticsEnabled: z.boolean() })

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

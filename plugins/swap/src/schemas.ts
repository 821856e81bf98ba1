// zod schemas of the convert endpoints' answers (spec §7; shapes in REFERENCE §3). Loose objects: extra
// fields pass, missing or mistyped ones fail. Amounts become bigint. Each schema is built on its first use,
// so importing this module costs nothing until an answer is parsed. On zod/mini, as the kernel: zod's
// classic API in a lazy chunk pulls the parts of zod's core it shares with the kernel into the page's
// initial JS (17 KiB gzip measured with Vite).
import * as z from 'zod/mini'

/** A CAIP-10 id `namespace:reference:address`. */
const caip10 = () =>
  z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/, 'not a CAIP-10 id'))

/** A non-negative integer amount, as a decimal string (or a safe JSON integer), read as bigint. */
const units = () =>
  z.pipe(
    z.union([
      z.string().check(z.regex(/^\d{1,78}$/, 'not a whole number')),
      z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER)),
    ]),
    z.transform((v: string | number) => BigInt(v)),
  )

const hexData = () => z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'not hex data'))

function lazy<T>(build: () => T): () => T {
  let built: T | undefined
  return () => {
    built ??= build()
    return built
  }
}

/** One token of GET /v1/convert/tokens. `decimals` may be missing: such a token is listed but not swappable. */
export const swapTokenSchema = lazy(() =>
  z.looseObject({
    name: z.string(),
    symbol: z.string(),
    address: caip10(),
    decimals: z.optional(z.int().check(z.minimum(0), z.maximum(255))),
    logoUri: z.optional(z.nullable(z.string())),
    eip2612: z.optional(z.boolean()),
  }),
)

/** GET /v1/convert/tokens */
export const tokensResponseSchema = lazy(() => z.looseObject({ tokens: z.array(swapTokenSchema()) }))

/** GET /v1/convert/quotes. A quote may lack `toAmount` ('Incorrect amount'). */
export const quotesResponseSchema = lazy(() =>
  z.looseObject({
    quotes: z.array(
      z.looseObject({
        id: z.optional(z.nullable(z.string())),
        fromAmount: units(),
        fromAccount: z.string(),
        toAmount: z.optional(z.nullable(z.union([z.string(), z.number()]))),
        toAccount: z.string(),
      }),
    ),
  }),
)

/** POST /v1/fungible/price */
export const priceResponseSchema = lazy(() =>
  z.looseObject({
    fungibles: z.array(
      z.looseObject({
        address: z.optional(z.string()),
        name: z.string(),
        symbol: z.string(),
        iconUrl: z.optional(z.nullable(z.string())),
        price: z.number().check(z.nonnegative()),
      }),
    ),
  }),
)

/** GET /v1/convert/allowance */
export const allowanceResponseSchema = lazy(() => z.looseObject({ allowance: units() }))

/** GET /v1/convert/gas-price: wei per gas at three speeds. */
export const gasPriceResponseSchema = lazy(() =>
  z.looseObject({ standard: units(), fast: units(), instant: units() }),
)

/** GET /v1/convert/build-approve: the approval, sent to the token contract. */
export const buildApproveResponseSchema = lazy(() =>
  z.looseObject({
    tx: z.looseObject({
      from: caip10(),
      to: caip10(),
      data: hexData(),
      value: units(),
      eip155: z.looseObject({ gas: z.optional(units()), gasPrice: units() }),
    }),
  }),
)

/** POST /v1/convert/build-transaction: the swap, with the amount it should receive. */
export const buildTransactionResponseSchema = lazy(() =>
  z.looseObject({
    tx: z.looseObject({
      from: caip10(),
      to: caip10(),
      data: hexData(),
      amount: units(),
      value: z.optional(units()),
      eip155: z.looseObject({ gas: units(), gasPrice: units() }),
    }),
  }),
)

/** A token of the list, as parsed. */
export type SwapToken = z.output<ReturnType<typeof swapTokenSchema>>
/** GET /v1/convert/quotes, as parsed. */
export type QuotesResponse = z.output<ReturnType<typeof quotesResponseSchema>>
/** POST /v1/fungible/price, as parsed. */
export type PriceResponse = z.output<ReturnType<typeof priceResponseSchema>>
/** GET /v1/convert/gas-price, as parsed. */
export type GasPriceResponse = z.output<ReturnType<typeof gasPriceResponseSchema>>
/** GET /v1/convert/build-approve, as parsed. */
export type BuildApproveResponse = z.output<ReturnType<typeof buildApproveResponseSchema>>
/** POST /v1/convert/build-transaction, as parsed. */
export type BuildTransactionResponse = z.output<ReturnType<typeof buildTransactionResponseSchema>>

import * as z from 'zod/mini'

// The API shapes the kernel also keeps in storage (cached token balances and identities): needed when
// the app starts, unlike the other response schemas (./schemas), which load with the first request.

const optionalString = () => z.optional(z.string())
const nullableString = () => z.optional(z.nullable(z.string()))

/** Token quantity as the API returns it: decimals and the numeric value, both as strings. */
export const tokenQuantitySchema = z.looseObject({ decimals: z.string(), numeric: z.string() })

/** One token balance of an account (native tokens have no address). */
export const tokenBalanceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: optionalString(),
  value: z.number(),
  price: z.number(),
  quantity: tokenQuantitySchema,
  iconUrl: z.string(),
})
/** One token balance of an account. */
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** GET /v1/identity/{address} */
export const identityResponseSchema = z.looseObject({
  name: nullableString(),
  avatar: nullableString(),
})
/** Answer of GET /v1/identity/{address}. */
export type IdentityResponse = z.infer<typeof identityResponseSchema>

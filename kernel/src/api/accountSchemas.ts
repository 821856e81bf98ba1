import type { Infer } from '../validation/schema'
import {
  buildIdentityResponseSchema,
  buildTokenBalanceSchema,
  buildTokenQuantitySchema,
} from './accountSchemaBuilders'

// The API shapes the kernel also keeps in storage (cached token balances and identities): needed when
// the app starts, unlike the other response schemas (./schemas), which load with the first request. The
// kernel builds them for each parse (./accountSchemaBuilders) and keeps none; these constants are for hosts
// and plugins, and are dropped from bundles that do not import them.

/** Token quantity as the API returns it: decimals and the numeric value, both as strings. */
export const tokenQuantitySchema = /* @__PURE__ */ buildTokenQuantitySchema()

/** One token balance of an account (native tokens have no address). */
export const tokenBalanceSchema = /* @__PURE__ */ buildTokenBalanceSchema()
/** One token balance of an account. */
export type TokenBalance = Infer<ReturnType<typeof buildTokenBalanceSchema>>

/** GET /v1/identity/{address} */
export const identityResponseSchema = /* @__PURE__ */ buildIdentityResponseSchema()
/** Answer of GET /v1/identity/{address}. */
export type IdentityResponse = Infer<ReturnType<typeof buildIdentityResponseSchema>>

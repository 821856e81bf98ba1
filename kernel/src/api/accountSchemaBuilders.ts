import * as z from 'zod/mini'

// Builders of the API shapes the kernel also keeps in storage (./accountSchemas): the kernel builds one for
// each parse and keeps none (a zod/mini schema object holds about 0.4 KiB of heap while it lives).

const optionalString = () => z.optional(z.string())
const nullableString = () => z.optional(z.nullable(z.string()))

/** Builds the schema of a token quantity: decimals and the numeric value, both as strings. */
export const buildTokenQuantitySchema = () => z.looseObject({ decimals: z.string(), numeric: z.string() })

/** Builds the schema of one token balance of an account (native tokens have no address). */
export const buildTokenBalanceSchema = () =>
  z.looseObject({
    name: z.string(),
    symbol: z.string(),
    chainId: z.string(),
    address: optionalString(),
    value: z.number(),
    price: z.number(),
    quantity: buildTokenQuantitySchema(),
    iconUrl: z.string(),
  })

/** Builds the schema of GET /v1/identity/{address}. */
export const buildIdentityResponseSchema = () =>
  z.looseObject({
    name: nullableString(),
    avatar: nullableString(),
  })

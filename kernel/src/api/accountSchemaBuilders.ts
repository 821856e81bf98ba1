import * as schema from '../validation/schema'

// Builders of the API shapes the kernel also keeps in storage (./accountSchemas): the kernel builds one for
// each parse and keeps none. Kernel schemas (../validation/schema), not zod: the page reads these caches at
// start, and a page that only creates Airlock carries no schema library.

const optionalString = () => schema.optional(schema.string())
const nullableString = () => schema.optional(schema.nullable(schema.string()))

/** Builds the schema of a token quantity: decimals and the numeric value, both as strings. */
export const buildTokenQuantitySchema = () =>
  schema.object({ decimals: schema.string(), numeric: schema.string() }, 'keep')

/** Builds the schema of one token balance of an account (native tokens have no address). */
export const buildTokenBalanceSchema = () =>
  schema.object(
    {
      name: schema.string(),
      symbol: schema.string(),
      chainId: schema.string(),
      address: optionalString(),
      value: schema.number(),
      price: schema.number(),
      quantity: buildTokenQuantitySchema(),
      iconUrl: schema.string(),
    },
    'keep',
  )

/** Builds the schema of GET /v1/identity/{address}. */
export const buildIdentityResponseSchema = () =>
  schema.object({ name: nullableString(), avatar: nullableString() }, 'keep')

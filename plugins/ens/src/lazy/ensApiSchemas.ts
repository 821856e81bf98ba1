import { schema } from '@airlock/kernel'

const isAddressEntry = (value: unknown): value is { address: string } =>
  schema.isPlainObject(value) && schema.isString(value.address)

/** A registered name as the name API returns it (extra fields are kept). */
export const ensNameRecordSchema = schema.object(
  {
    name: schema.string(),
    registered: schema.optional(schema.number()),
    updated: schema.optional(schema.number()),
    addresses: schema.optional(schema.record(isAddressEntry, 'must map coin types to { address }')),
    attributes: schema.optional(schema.record(schema.isString, 'must map names to strings')),
  },
  'keep',
)

/** GET /v1/profile/reverse/{address}: the names of an address. */
export const reverseLookupResponseSchema = schema.array(ensNameRecordSchema)

/** GET /v1/profile/suggestions/{name}: suggestions, each with its name. */
export const suggestionsResponseSchema = schema.object(
  {
    suggestions: schema.array(
      schema.object({ name: schema.string(), registered: schema.optional(schema.boolean()) }, 'keep'),
    ),
  },
  'keep',
)

/** A registered name. */
export type EnsNameRecord = schema.Infer<typeof ensNameRecordSchema>

/** One name suggestion; `registered` tells whether it is taken, when the API says so. */
export type EnsSuggestion = schema.Infer<typeof suggestionsResponseSchema>['suggestions'][number]

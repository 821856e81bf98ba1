import * as z from 'zod/mini'

/** A registered name as the name API returns it (extra fields are kept). */
export const ensNameRecordSchema = z.looseObject({
  name: z.string(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.optional(z.record(z.string(), z.looseObject({ address: z.string() }))),
  attributes: z.optional(z.record(z.string(), z.string())),
})

/** GET /v1/profile/reverse/{address}: the names of an address. */
export const reverseLookupResponseSchema = z.array(ensNameRecordSchema)

/** GET /v1/profile/suggestions/{name}: suggestions, each with its name. */
export const suggestionsResponseSchema = z.looseObject({
  suggestions: z.array(z.looseObject({ name: z.string(), registered: z.optional(z.boolean()) })),
})

/** A registered name. */
export type EnsNameRecord = z.output<typeof ensNameRecordSchema>

/** One name suggestion; `registered` tells whether it is taken, when the API says so. */
export type EnsSuggestion = z.output<typeof suggestionsResponseSchema>['suggestions'][number]

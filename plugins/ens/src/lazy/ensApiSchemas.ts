import { z } from 'zod'

/** A registered name as the name API returns it (extra fields are kept). */
export const ensNameRecordSchema = z.looseObject({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z.record(z.string(), z.looseObject({ address: z.string() })).optional(),
  attributes: z.record(z.string(), z.string()).optional(),
})

/** GET /v1/profile/reverse/{address}: the names of an address. */
export const reverseLookupResponseSchema = z.array(ensNameRecordSchema)

/** GET /v1/profile/suggestions/{name}: suggestions, each with its name. */
export const suggestionsResponseSchema = z.looseObject({
  suggestions: z.array(z.looseObject({ name: z.string(), registered: z.boolean().optional() })),
})

/** A registered name. */
export type EnsNameRecord = z.output<typeof ensNameRecordSchema>

/** One name suggestion; `registered` tells whether it is taken, when the API says so. */
export type EnsSuggestion = z.output<typeof suggestionsResponseSchema>['suggestions'][number]

import * as z from 'zod/mini'

/** Builds the schema of a recent wallet, for each read (the kernel keeps no schema between reads). */
export const buildRecentWalletSchema = () =>
  z.looseObject({
    id: z.string(),
    name: z.optional(z.string()),
    rdns: z.optional(z.nullable(z.string())),
    image_id: z.optional(z.nullable(z.string())),
  })

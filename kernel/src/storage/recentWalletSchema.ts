import * as schema from '../validation/schema'

/** Builds the schema of a recent wallet, for each read (the kernel keeps no schema between reads). */
export const buildRecentWalletSchema = () =>
  schema.object(
    {
      id: schema.string(),
      name: schema.optional(schema.string()),
      rdns: schema.optional(schema.nullable(schema.string())),
      image_id: schema.optional(schema.nullable(schema.string())),
    },
    'keep',
  )

import type { CaipNetwork } from '../chain/types'
import * as schema from '../validation/schema'

const isExplorer = (value: unknown) =>
  schema.isPlainObject(value) && typeof value.name === 'string' && typeof value.url === 'string'

function buildNetworkObject() {
  const httpList = schema.object({ http: schema.array(schema.string()) })
  const network = schema.object({
    id: schema.custom<number | string>(
      (v) => typeof v === 'number' || (typeof v === 'string' && v.length > 0),
      'must be a number or a non-empty string',
    ),
    name: schema.string(1),
    nativeCurrency: schema.object({
      name: schema.string(),
      symbol: schema.string(),
      decimals: schema.refine(
        schema.number(),
        (n) => Number.isInteger(n) && n >= 0,
        'must be a whole number',
      ),
    }),
    caipNetworkId: schema.string(1),
    chainNamespace: schema.string(1),
    assets: schema.optional(
      schema.object({
        imageId: schema.optional(schema.string()),
        imageUrl: schema.optional(schema.string()),
      }),
    ),
    rpcUrls: schema.object({ default: httpList, chainDefault: schema.optional(httpList) }),
    blockExplorers: schema.optional(
      schema.custom<CaipNetwork['blockExplorers']>(
        (v) => schema.isPlainObject(v) && isExplorer(v.default) && Object.values(v).every(isExplorer),
        'must map explorer names to { name, url }, with a default',
      ),
    ),
    testnet: schema.optional(schema.boolean()),
  })
  return schema.refine(
    network,
    (n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`,
    'caipNetworkId must be "<chainNamespace>:<id>"',
    ['caipNetworkId'],
  )
}

/** Schema type of a CAIP network object. */
export type CaipNetworkSchema = schema.Schema<CaipNetwork>

/**
 * Builds the schema of a CAIP network object (spec §3 "Network"): a fresh one per call, so that the
 * kernel's config check (once, at creation) leaves nothing behind.
 */
export function buildCaipNetworkSchema(): CaipNetworkSchema {
  return buildNetworkObject() as unknown as CaipNetworkSchema
}

/** Schema of a CAIP network object (spec §3 "Network"); `caipNetworkId` must equal `${chainNamespace}:${id}`. */
export const caipNetworkSchema: CaipNetworkSchema = /* @__PURE__ */ buildCaipNetworkSchema()

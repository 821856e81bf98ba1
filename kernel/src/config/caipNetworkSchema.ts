import * as z from 'zod/mini'
import type { CaipNetwork } from '../chain/types'

const nonEmpty = () => z.string().check(z.minLength(1))

function buildNetworkObject() {
  const explorer = z.object({ name: z.string(), url: z.string() })
  const httpList = z.object({ http: z.array(z.string()) })
  return z
    .object({
      id: z.union([z.number(), nonEmpty()]),
      name: nonEmpty(),
      nativeCurrency: z.object({
        name: z.string(),
        symbol: z.string(),
        decimals: z
          .number()
          .check(z.refine((n) => Number.isInteger(n) && n >= 0, { error: 'must be a whole number' })),
      }),
      caipNetworkId: nonEmpty(),
      chainNamespace: nonEmpty(),
      assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
      rpcUrls: z.object({ default: httpList, chainDefault: z.optional(httpList) }),
      blockExplorers: z.optional(z.catchall(z.object({ default: explorer }), explorer)),
      testnet: z.optional(z.boolean()),
    })
    .check(
      z.refine((n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`, {
        error: 'caipNetworkId must be "<chainNamespace>:<id>"',
        path: ['caipNetworkId'],
      }),
    )
}

/** Zod schema type of a CAIP network object. */
export type CaipNetworkSchema = z.ZodMiniType<CaipNetwork, CaipNetwork>

/**
 * Builds the schema of a CAIP network object (spec §3 "Network"): a fresh one per call, so that the
 * kernel's config check (once, at creation) leaves nothing behind (a zod/mini schema object holds
 * about 0.4 KiB of heap).
 */
export function buildCaipNetworkSchema(): CaipNetworkSchema {
  return buildNetworkObject() as never
}

/** Zod schema of a CAIP network object (spec §3 "Network"); `caipNetworkId` must equal `${chainNamespace}:${id}`. */
export const caipNetworkSchema: CaipNetworkSchema = /* @__PURE__ */ buildCaipNetworkSchema()

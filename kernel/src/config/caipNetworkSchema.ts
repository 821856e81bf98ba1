import { z } from 'zod'
import type { CaipNetwork } from '../chain/types'

const explorer = z.object({ name: z.string(), url: z.string() })
const httpList = z.object({ http: z.array(z.string()).readonly() })

/** Zod schema of a CAIP network object (spec §3 "Network"); `caipNetworkId` must equal `${chainNamespace}:${id}`. */
export const caipNetworkSchema = z
  .object({
    id: z.union([z.number(), z.string().min(1)]),
    name: z.string().min(1),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0) }),
    caipNetworkId: z.templateLiteral([z.string().min(1), ':', z.string().min(1)]),
    chainNamespace: z.string().min(1),
    assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
    rpcUrls: z.object({ default: httpList, chainDefault: httpList.optional() }),
    blockExplorers: z
      .record(z.string(), explorer)
      .and(z.object({ default: explorer }))
      .optional(),
    testnet: z.boolean().optional(),
  })
  .refine((n) => n.caipNetworkId === `${n.chainNamespace}:${n.id}`, {
    message: 'caipNetworkId must be "<chainNamespace>:<id>"',
    path: ['caipNetworkId'],
  })
  .transform((n) => n as CaipNetwork)

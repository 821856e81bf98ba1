import { z } from 'zod'
import type { CaipNetwork } from '../chain/types'
import { DEFAULT_LOG_LEVEL } from '../format/constants'
import { LOG_LEVELS } from '../logger'
import type { AnyAirlockPlugin } from '../plugins/types'
import type { StorageBackend, WebStorageLike } from '../storage'
import { caipNetworkSchema } from './caipNetworkSchema'
import { featuresSchema } from './featuresSchema'

/** Storage the host may pass: a storage backend (with `keys()`) or Web Storage (localStorage, sessionStorage). */
export type AirlockStorageOption = StorageBackend | WebStorageLike

/** Default endpoints of the hosted services; every one can be overridden (the sandbox points them at devnet). */
export const DEFAULT_ENDPOINTS = {
  blockchainApi: 'https://rpc.walletconnect.org',
  walletCatalogue: 'https://api.web3modal.org',
  rpcProxy: 'https://rpc.walletconnect.org/v1',
  relay: 'wss://relay.walletconnect.org',
  frame: 'https://secure.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
} as const

const url = z.string().refine((value) => URL.canParse(value), { message: 'must be an absolute URL' })

const metadataSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  url,
  icons: z.array(z.string()),
})

const pluginSchema = z.custom<AnyAirlockPlugin>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    (typeof (value as { setup?: unknown }).setup === 'function' ||
      typeof (value as { load?: unknown }).load === 'function'),
  { message: 'must be a plugin object { name, setup } or a lazyPlugin(...)' },
)

const storageSchema = z.custom<AirlockStorageOption>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['getItem', 'setItem', 'removeItem'].every(
      (k) => typeof (value as Record<string, unknown>)[k] === 'function',
    ) &&
    (typeof (value as { keys?: unknown }).keys === 'function' ||
      typeof (value as { key?: unknown }).key === 'function'),
  { message: 'must be a storage backend or Web Storage (getItem, setItem, removeItem, keys or key)' },
)

/** Zod schema of `createAirlock`'s config; parse it once, at the boundary. */
export const airlockConfigSchema = z
  .object({
    projectId: z.string().min(1),
    metadata: metadataSchema,
    networks: z.array(caipNetworkSchema).min(1, { message: 'needs at least one network' }),
    defaultNetwork: caipNetworkSchema.optional(),
    plugins: z.array(pluginSchema).default(() => []),
    features: featuresSchema.default(() => featuresSchema.parse({})),
    themeMode: z.enum(['light', 'dark']).default('dark'),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).default(() => ({})),
    allowUnsupportedChain: z.boolean().default(false),
    /** Basic WalletConnect mode: no chain adapters, QR only. */
    basic: z.boolean().default(false),
    siweConfig: z.record(z.string(), z.unknown()).optional(),
    siwx: z.record(z.string(), z.unknown()).optional(),
    endpoints: z
      .object({
        blockchainApi: url.default(DEFAULT_ENDPOINTS.blockchainApi),
        walletCatalogue: url.default(DEFAULT_ENDPOINTS.walletCatalogue),
        rpcProxy: url.default(DEFAULT_ENDPOINTS.rpcProxy),
        relay: url.default(DEFAULT_ENDPOINTS.relay),
        frame: url.default(DEFAULT_ENDPOINTS.frame),
        analytics: url.default(DEFAULT_ENDPOINTS.analytics),
      })
      .default(() => ({ ...DEFAULT_ENDPOINTS })),
    /** Persistent storage; defaults to localStorage, or memory when there is no window. */
    storage: storageSchema.optional(),
    logLevel: z.enum(LOG_LEVELS).default(DEFAULT_LOG_LEVEL),
  })
  .superRefine((config, ctx) => {
    if (config.siweConfig && config.siwx) {
      ctx.addIssue({ code: 'custom', path: ['siwx'], message: 'Cannot set both siweConfig and siwx options' })
    }
    const ids = config.networks.map((n) => n.caipNetworkId)
    if (config.defaultNetwork && !ids.includes(config.defaultNetwork.caipNetworkId)) {
      ctx.addIssue({ code: 'custom', path: ['defaultNetwork'], message: 'must be one of `networks`' })
    }
    const seen = new Set<string>()
    config.networks.forEach((network, index) => {
      if (seen.has(network.caipNetworkId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['networks', index],
          message: `duplicate ${network.caipNetworkId}`,
        })
      }
      seen.add(network.caipNetworkId)
    })
  })

/** The config `createAirlock` accepts (defaults optional). */
export type AirlockConfig = z.input<typeof airlockConfigSchema> & {
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | CaipNetwork[]
}

/** The validated config, defaults filled in. */
export type AirlockOptions = z.output<typeof airlockConfigSchema>

/** The overridable endpoints. */
export type AirlockEndpoints = AirlockOptions['endpoints']

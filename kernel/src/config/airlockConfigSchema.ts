import * as z from 'zod/mini'
import type { CaipNetwork } from '../chain/types'
import { DEFAULT_LOG_LEVEL } from '../format/constants'
import { LOG_LEVELS } from '../logger'
import type { AnyAirlockPlugin } from '../plugins/types'
import type { StorageBackend, WebStorageLike } from '../storage'
import { isAnything, recordSchema } from '../validation/recordSchema'
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

const url = z.string().check(z.refine((value) => URL.canParse(value), { error: 'must be an absolute URL' }))
const isThemeValue = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number'
const endpoint = (value: string) => z._default(url, value)
const nonEmpty = () => z.string().check(z.minLength(1))

const metadataSchema = z.object({
  name: nonEmpty(),
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
  { error: 'must be a plugin object { name, setup } or a lazyPlugin(...)' },
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
  { error: 'must be a storage backend or Web Storage (getItem, setItem, removeItem, keys or key)' },
)

/** Zod schema of `createAirlock`'s config; parse it once, at the boundary. */
export const airlockConfigSchema = z
  .object({
    projectId: nonEmpty(),
    metadata: metadataSchema,
    networks: z.array(caipNetworkSchema).check(z.minLength(1, { error: 'needs at least one network' })),
    defaultNetwork: z.optional(caipNetworkSchema),
    plugins: z._default(z.array(pluginSchema), () => []),
    features: z._default(featuresSchema, () => z.parse(featuresSchema, {})),
    themeMode: z._default(z.enum(['light', 'dark']), 'dark'),
    themeVariables: z._default(
      recordSchema(isThemeValue, 'must map names to strings or numbers'),
      () => ({}),
    ),
    allowUnsupportedChain: z._default(z.boolean(), false),
    /** Basic WalletConnect mode: no chain adapters, QR only. */
    basic: z._default(z.boolean(), false),
    siweConfig: z.optional(recordSchema(isAnything)),
    siwx: z.optional(recordSchema(isAnything)),
    endpoints: z._default(
      z.object({
        blockchainApi: endpoint(DEFAULT_ENDPOINTS.blockchainApi),
        walletCatalogue: endpoint(DEFAULT_ENDPOINTS.walletCatalogue),
        rpcProxy: endpoint(DEFAULT_ENDPOINTS.rpcProxy),
        relay: endpoint(DEFAULT_ENDPOINTS.relay),
        frame: endpoint(DEFAULT_ENDPOINTS.frame),
        analytics: endpoint(DEFAULT_ENDPOINTS.analytics),
      }),
      () => ({ ...DEFAULT_ENDPOINTS }),
    ),
    /** Persistent storage; defaults to localStorage, or memory when there is no window. */
    storage: z.optional(storageSchema),
    logLevel: z._default(z.enum(LOG_LEVELS), DEFAULT_LOG_LEVEL),
  })
  .check(
    z.superRefine((config, ctx) => {
      if (config.siweConfig && config.siwx) {
        ctx.addIssue({
          code: 'custom',
          path: ['siwx'],
          message: 'Cannot set both siweConfig and siwx options',
        })
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
    }),
  )

/** The config `createAirlock` accepts (defaults optional). */
export type AirlockConfig = z.input<typeof airlockConfigSchema> & {
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | CaipNetwork[]
}

/** The validated config, defaults filled in. */
export type AirlockOptions = z.output<typeof airlockConfigSchema>

/** The overridable endpoints. */
export type AirlockEndpoints = AirlockOptions['endpoints']

import * as z from 'zod/mini'
import type { CaipNetwork } from '../chain/types'
import { DEFAULT_LOG_LEVEL, DEFAULT_THEME_MODE } from '../format/constants'
import { LOG_LEVELS } from '../logger'
import type { AnyAirlockPlugin } from '../plugins/types'
import type { StorageBackend, WebStorageLike } from '../storage'
import { isAnything, isString, recordSchema } from '../validation/recordSchema'
import { buildCaipNetworkSchema, type CaipNetworkSchema } from './caipNetworkSchema'
import type { Features, FeaturesInput } from './features'

/** Storage the host may pass: a storage backend (with `keys()`) or Web Storage (localStorage, sessionStorage). */
export type AirlockStorageOption = StorageBackend | WebStorageLike

const isThemeValue = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number'

/**
 * The hosted services' endpoints, each optional (absent: the service is not used). The kernel's own are
 * below; a plugin declares the endpoints it reads by augmentation, so the host's config is typed:
 *
 * @example
 * declare module '@airlock/kernel' { interface AirlockEndpoints { acmeApi?: string } }
 */
export interface AirlockEndpoints {
  /** Blockchain-data API (balances, history, identity, plugin endpoints). */
  blockchainApi?: string
  /** Wallet catalogue (recommended wallets, All Wallets, images). */
  walletCatalogue?: string
  /** RPC proxy base; without it chain plugins use the chains' own RPC URLs. */
  rpcProxy?: string
}
const nonEmpty = () => z.string().check(z.minLength(1))

/**
 * Builds the zod schema of `createAirlock`'s config: a fresh one per call. The kernel builds it for the
 * one check at creation and drops it (a zod/mini schema object holds about 0.4 KiB of heap: this one,
 * with its networks, about 30 KiB in Chromium, kept for the page's lifetime when it was a module constant).
 * `withNetworks: false` (for a config that names no network, the usual case: the chain plugins bring
 * theirs) leaves out the network schema, whose construction and the zod code it warms held ~17 KiB of a
 * page's heap; such a config's `networks` can only be empty.
 */
export function buildAirlockConfigSchema(withNetworks = true) {
  const url = z.string().check(z.refine((value) => URL.canParse(value), { error: 'must be an absolute URL' }))
  const network = withNetworks ? buildCaipNetworkSchema() : (z.custom(() => false) as CaipNetworkSchema)

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

  const endpointsSchema = recordSchema(
    isString,
    'must map service names to URLs',
  ) as unknown as z.ZodMiniType<AirlockEndpoints, AirlockEndpoints>

  return z
    .object({
      /** Absent or empty: the API clients send nothing and raise the 'Project ID Not Configured' alert. */
      projectId: z._default(z.string(), ''),
      metadata: metadataSchema,
      /** Networks beyond those the chain plugins contribute (usually none: each chain plugin adds its own). */
      networks: z._default(z.array(network), () => []),
      defaultNetwork: z.optional(network),
      plugins: z._default(z.array(pluginSchema), () => []),
      /** Feature flags: checked against the kernel's and the configured plugins' declarations at creation. */
      features: z._default(recordSchema(isAnything, 'must map flag names to values'), () => ({})),
      themeMode: z._default(z.enum(['light', 'dark']), DEFAULT_THEME_MODE),
      themeVariables: z._default(
        recordSchema(isThemeValue, 'must map names to strings or numbers'),
        () => ({}),
      ),
      allowUnsupportedChain: z._default(z.boolean(), false),
      /**
       * The integrator's terms and privacy policy (absolute URLs), linked by the legal checkbox
       * (`features.legalCheckbox`) the Connect view shows.
       */
      legal: z.optional(z.object({ termsConditionsUrl: z.optional(url), privacyPolicyUrl: z.optional(url) })),
      /**
       * The hosted services' endpoints (see `AirlockEndpoints`), each an absolute URL. None has a default:
       * an endpoint left out means that service is not used, so no request goes to a host the integrator
       * did not configure (the sandbox points them at devnet).
       */
      endpoints: z._default(endpointsSchema, () => ({})),
      /**
       * Endpoints used instead of those in `endpoints` where the visitor's time zone is one of the
       * restricted Asia zones (spec §9, `RESTRICTED_TIMEZONES`): for hosted services reached under another
       * host there. Absent: every visitor uses `endpoints`.
       */
      restrictedRegionEndpoints: z.optional(endpointsSchema),
      /** Persistent storage; defaults to localStorage, or memory when there is no window. */
      storage: z.optional(storageSchema),
      logLevel: z._default(z.enum(LOG_LEVELS), DEFAULT_LOG_LEVEL),
    })
    .check(
      z.superRefine((config, ctx) => {
        for (const key of ['endpoints', 'restrictedRegionEndpoints'] as const) {
          for (const [name, value] of Object.entries(config[key] ?? {})) {
            if (!URL.canParse(value as string)) {
              ctx.addIssue({ code: 'custom', path: [key, name], message: 'must be an absolute URL' })
            }
          }
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
}

/** Zod schema of `createAirlock`'s config; parse it once, at the boundary. */
export const airlockConfigSchema = /* @__PURE__ */ buildAirlockConfigSchema()

/** The config `createAirlock` accepts (defaults optional). */
export type AirlockConfig = Omit<
  z.input<typeof airlockConfigSchema>,
  'features' | 'networks' | 'endpoints' | 'restrictedRegionEndpoints'
> & {
  /** Networks beyond those the chain plugins contribute. */
  networks?: readonly CaipNetwork[] | undefined
  /**
   * Feature flags (see `FeatureFlags`; a plugin's flags are typed once its package is imported, and a
   * misspelt one is a type error).
   */
  features?: FeaturesInput | undefined
  /** The hosted services' endpoints (see `AirlockEndpoints`). */
  endpoints?: AirlockEndpoints | undefined
  /**
   * Endpoints that replace those in `endpoints` for a visitor in one of the restricted Asia time zones
   * (spec §9, `RESTRICTED_TIMEZONES`).
   *
   * @example
   * createAirlock({ metadata, endpoints: { blockchainApi: 'https://api.example.com' },
   *   restrictedRegionEndpoints: { blockchainApi: 'https://api.example.cn' } })
   */
  restrictedRegionEndpoints?: AirlockEndpoints | undefined
}

/** The validated config, defaults filled in. */
export type AirlockOptions = Readonly<
  Omit<z.output<typeof airlockConfigSchema>, 'features' | 'endpoints' | 'restrictedRegionEndpoints'> & {
    features: Features
    /** The endpoints in effect (the restricted-region ones over them for a visitor in such a zone). */
    endpoints: Readonly<AirlockEndpoints>
    restrictedRegionEndpoints?: Readonly<AirlockEndpoints> | undefined
  }
>

import type { CaipNetwork } from '../chain/types'
import { DEFAULT_LOG_LEVEL, DEFAULT_THEME_MODE } from '../format/constants'
import { LOG_LEVELS } from '../logger'
import type { AnyAirlockPlugin } from '../plugins/types'
import type { StorageBackend, WebStorageLike } from '../storage'
import * as schema from '../validation/schema'
import { buildCaipNetworkSchema } from './caipNetworkSchema'
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
const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value)

/**
 * Builds the schema of `createAirlock`'s config (the kernel's own schemas, see `schema`): a fresh one per
 * call, built for the one check at creation and dropped.
 */
export function buildAirlockConfigSchema() {
  const url = schema.custom<string>(isUrl, 'must be an absolute URL')
  const network = buildCaipNetworkSchema()

  const metadataSchema = schema.object({
    name: schema.string(1),
    description: schema.string(),
    url,
    icons: schema.array(schema.string()),
  })

  const pluginSchema = schema.custom<AnyAirlockPlugin>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { name?: unknown }).name === 'string' &&
      (typeof (value as { setup?: unknown }).setup === 'function' ||
        typeof (value as { load?: unknown }).load === 'function'),
    'must be a plugin object { name, setup } or a lazyPlugin(...)',
  )

  const storageSchema = schema.custom<AirlockStorageOption>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      ['getItem', 'setItem', 'removeItem'].every(
        (k) => typeof (value as Record<string, unknown>)[k] === 'function',
      ) &&
      (typeof (value as { keys?: unknown }).keys === 'function' ||
        typeof (value as { key?: unknown }).key === 'function'),
    'must be a storage backend or Web Storage (getItem, setItem, removeItem, keys or key)',
  )

  // Each endpoint an absolute URL, its issue at its own key.
  const endpointsSchema = schema.define<AirlockEndpoints>((value, path, issues) => {
    const endpoints = schema
      .record(schema.isString, 'must map service names to URLs')
      .check(value, path, issues)
    if (!schema.isPlainObject(endpoints)) return {}
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (!URL.canParse(endpoint)) issues.push({ path: [...path, name], message: 'must be an absolute URL' })
    }
    return endpoints
  })

  // Each network once: a second one with the same CAIP id is an issue at its index.
  const networksSchema = schema.define<CaipNetwork[], readonly CaipNetwork[] | undefined>(
    (value, path, issues) => {
      const count = issues.length
      const networks = schema.withDefault(schema.array(network), () => []).check(value, path, issues)
      if (issues.length > count) return networks
      const seen = new Set<string>()
      networks.forEach((n, index) => {
        if (seen.has(n.caipNetworkId))
          issues.push({ path: [...path, index], message: `duplicate ${n.caipNetworkId}` })
        seen.add(n.caipNetworkId)
      })
      return networks
    },
  )

  return schema.object({
    /** Absent or empty: the API clients send nothing and raise the 'Project ID Not Configured' alert. */
    projectId: schema.withDefault(schema.string(), ''),
    metadata: metadataSchema,
    /** Networks beyond those the chain plugins contribute (usually none: each chain plugin adds its own). */
    networks: networksSchema,
    defaultNetwork: schema.optional(network),
    plugins: schema.withDefault(schema.array(pluginSchema), () => []),
    /** Feature flags: checked against the kernel's and the configured plugins' declarations at creation. */
    features: schema.withDefault(
      schema.record(schema.isAnything, 'must map flag names to values'),
      () => ({}),
    ),
    themeMode: schema.withDefault(schema.oneOf(['light', 'dark']), DEFAULT_THEME_MODE),
    themeVariables: schema.withDefault(
      schema.record(isThemeValue, 'must map names to strings or numbers'),
      () => ({}),
    ),
    allowUnsupportedChain: schema.withDefault(schema.boolean(), false),
    /**
     * The integrator's terms and privacy policy (absolute URLs), linked by the legal checkbox
     * (`features.legalCheckbox`) the Connect view shows.
     */
    legal: schema.optional(
      schema.object({ termsConditionsUrl: schema.optional(url), privacyPolicyUrl: schema.optional(url) }),
    ),
    /**
     * The hosted services' endpoints (see `AirlockEndpoints`), each an absolute URL. None has a default:
     * an endpoint left out means that service is not used, so no request goes to a host the integrator
     * did not configure (the sandbox points them at devnet).
     */
    endpoints: schema.withDefault(endpointsSchema, () => ({})),
    /**
     * Endpoints used instead of those in `endpoints` where the visitor's time zone is one of the
     * restricted Asia zones (spec §9, `RESTRICTED_TIMEZONES`): for hosted services reached under another
     * host there. Absent: every visitor uses `endpoints`.
     */
    restrictedRegionEndpoints: schema.optional(endpointsSchema),
    /** Persistent storage; defaults to localStorage, or memory when there is no window. */
    storage: schema.optional(storageSchema),
    logLevel: schema.withDefault(schema.oneOf(LOG_LEVELS), DEFAULT_LOG_LEVEL),
  })
}

/** The schema of `createAirlock`'s config (a Standard Schema, see `schema`); parse it once, at the boundary. */
export const airlockConfigSchema = /* @__PURE__ */ buildAirlockConfigSchema()

/** The config `createAirlock` accepts (defaults optional). */
export type AirlockConfig = Omit<
  schema.InferInput<typeof airlockConfigSchema>,
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
  Omit<schema.Infer<typeof airlockConfigSchema>, 'features' | 'endpoints' | 'restrictedRegionEndpoints'> & {
    features: Features
    /** The endpoints in effect (the restricted-region ones over them for a visitor in such a zone). */
    endpoints: Readonly<AirlockEndpoints>
    restrictedRegionEndpoints?: Readonly<AirlockEndpoints> | undefined
  }
>

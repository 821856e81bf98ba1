import { parsePluginOptions, schema } from '@airlock/kernel'
import type { Chain } from 'viem'
import type { Eip1193Provider, EvmConnector } from './types'

function isChain(value: unknown): value is Chain {
  if (typeof value !== 'object' || value === null) return false
  const c = value as Partial<Chain>
  return (
    typeof c.id === 'number' &&
    Number.isInteger(c.id) &&
    c.id > 0 &&
    typeof c.name === 'string' &&
    typeof c.nativeCurrency?.decimals === 'number' &&
    Array.isArray(c.rpcUrls?.default?.http)
  )
}

function isProvider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
  )
}

/** Builds the schema of a viem chain (id, name, nativeCurrency, rpcUrls...). */
const buildChainSchema = () =>
  schema.custom<Chain>(isChain, 'Expected a viem chain (id, name, nativeCurrency, rpcUrls)')

/** Builds the schema of an EIP-1193 provider the host hands in (EXTERNAL connector). */
const buildExternalProviderSchema = () =>
  schema.object({
    id: schema.string(1),
    name: schema.string(1),
    imageUrl: schema.optional(schema.string()),
    provider: schema.custom<Eip1193Provider>(isProvider, 'Expected an EIP-1193 provider'),
  })

const isUrl = (v: unknown) => typeof v === 'string' && URL.canParse(v)
const wholeNumber = (min: number, message: string) =>
  schema.refine(schema.number(), (n) => Number.isInteger(n) && n >= min, message)

/**
 * Builds the schema of `evm(options)` (the kernel's schemas: no schema library in the page's initial JS): a
 * fresh one per call, built for the plugin's one check and dropped.
 */
export function buildEvmOptionsSchema() {
  return schema.object({
    /** The networks the app supports, as viem chains; the first is the default. */
    networks: schema.refine(
      schema.array(buildChainSchema()),
      (n) => n.length > 0,
      'must have at least 1 item',
    ),
    /** Project id; defaults to the kernel's. With `rpc: 'proxy'` RPC calls go through the RPC proxy with it. */
    projectId: schema.optional(schema.string()),
    /** RPC proxy base; defaults to the kernel's `endpoints.rpcProxy`. With neither, reads use the chains' own RPC URLs. */
    rpcProxyUrl: schema.optional(schema.custom<string>(isUrl, 'must be an absolute URL')),
    /**
     * The chain ids the RPC proxy serves; default `RPC_PROXY_CHAIN_IDS`, the hosted proxy's fixed list (spec
     * §9). Reads on other chains use their own URLs. Name your own when you host the proxy.
     */
    rpcProxyChains: schema.optional(
      schema.array(wholeNumber(1, 'must be a chain id (a whole number above 0)')),
    ),
    /** 'proxy': reads go through the RPC proxy (spec §7) when a project id is set; 'direct': the chains' own URLs. */
    rpc: schema.withDefault(schema.oneOf(['proxy', 'direct']), 'proxy'),
    /** Offer window.ethereum as the INJECTED connector. */
    injected: schema.withDefault(schema.boolean(), true),
    /** Discover EIP-6963 wallets (ANNOUNCED connectors). */
    eip6963: schema.withDefault(schema.boolean(), true),
    /** Host-provided EIP-1193 providers (EXTERNAL connectors). */
    external: schema.withDefault(schema.array(buildExternalProviderSchema()), () => []),
    /** Extra connectors, e.g. a test connector. */
    connectors: schema.withDefault(
      schema.array(
        schema.custom<EvmConnector>(
          (v) => typeof v === 'object' && v !== null && 'getProvider' in v,
          'Expected an EVM connector (with getProvider)',
        ),
      ),
      () => [],
    ),
    /**
     * Adapter-level native balance cache in ms. 0 by default: through the kernel, balances are cached
     * 30 s in storage (spec §9); set 30_000 when using the adapter on its own.
     */
    balanceCacheMs: schema.withDefault(wholeNumber(0, 'must be a whole number of ms, 0 or more'), 0),
    /** How long `waitForTransaction` waits for a receipt before the transaction counts as failed, in ms (default 3 min). */
    confirmationTimeoutMs: schema.withDefault(
      wholeNumber(1, 'must be a whole number of ms above 0'),
      180_000,
    ),
  })
}

/** A viem chain (id, name, nativeCurrency, rpcUrls...). */
export const chainSchema = /* @__PURE__ */ buildChainSchema()

/** An EIP-1193 provider the host hands in (EXTERNAL connector). */
export const externalProviderSchema = /* @__PURE__ */ buildExternalProviderSchema()

/**
 * Options of `evm(options)`, for a host's own checks (the plugin builds its own with
 * {@link buildEvmOptionsSchema}; this constant is dropped from bundles that do not import it).
 */
export const evmOptionsSchema = /* @__PURE__ */ buildEvmOptionsSchema()

/** What `evm()` accepts. */
export type EvmOptions = schema.InferInput<ReturnType<typeof buildEvmOptionsSchema>>
/** Parsed options, defaults applied. */
export type EvmResolvedOptions = schema.Infer<ReturnType<typeof buildEvmOptionsSchema>>

/**
 * Checks `evm()` options and fills in the defaults; throws `InvalidPluginOptionsError` naming each bad option.
 * For using the adapter without the plugin.
 * @example
 * const adapter = createEvmAdapter(parseEvmOptions({ networks: [mainnet] }))
 */
export function parseEvmOptions(input: EvmOptions): EvmResolvedOptions {
  return parsePluginOptions('evm', buildEvmOptionsSchema(), input)
}

import type { Chain } from 'viem'
import * as z from 'zod/mini'
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
  z.custom<Chain>(isChain, {
    message: 'Expected a viem chain (id, name, nativeCurrency, rpcUrls)',
  })

/** Builds the schema of an EIP-1193 provider the host hands in (EXTERNAL connector). */
const buildExternalProviderSchema = () =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    imageUrl: z.optional(z.string()),
    provider: z.custom<Eip1193Provider>(isProvider, { message: 'Expected an EIP-1193 provider' }),
  })

/**
 * Builds the schema of `evm(options)`: a fresh one per call. The plugin builds it for its one check and
 * drops it (zod/mini schema objects hold about 0.4 KiB of heap each, for the page's lifetime when kept in a
 * module constant).
 */
export function buildEvmOptionsSchema() {
  return z.object({
    /** The networks the app supports, as viem chains; the first is the default. */
    networks: z.array(buildChainSchema()).check(z.minLength(1)),
    /** Project id; defaults to the kernel's. With `rpc: 'proxy'` RPC calls go through the RPC proxy with it. */
    projectId: z.optional(z.string()),
    /** RPC proxy base; defaults to the kernel's `endpoints.rpcProxy`. With neither, reads use the chains' own RPC URLs. */
    rpcProxyUrl: z.optional(z.url()),
    /**
     * The chain ids the RPC proxy serves; default `RPC_PROXY_CHAIN_IDS`, the hosted proxy's fixed list (spec
     * §9). Reads on other chains use their own URLs. Name your own when you host the proxy.
     */
    rpcProxyChains: z.optional(z.array(z.number().check(z.int(), z.gt(0)))),
    /** 'proxy': reads go through the RPC proxy (spec §7) when a project id is set; 'direct': the chains' own URLs. */
    rpc: z._default(z.enum(['proxy', 'direct']), 'proxy'),
    /** Offer window.ethereum as the INJECTED connector. */
    injected: z._default(z.boolean(), true),
    /** Discover EIP-6963 wallets (ANNOUNCED connectors). */
    eip6963: z._default(z.boolean(), true),
    /** Host-provided EIP-1193 providers (EXTERNAL connectors). */
    external: z._default(z.array(buildExternalProviderSchema()), () => []),
    /** Extra connectors, e.g. a test connector. */
    connectors: z._default(
      z.array(z.custom<EvmConnector>((v) => typeof v === 'object' && v !== null && 'getProvider' in v)),
      () => [],
    ),
    /**
     * Adapter-level native balance cache in ms. 0 by default: through the kernel, balances are cached
     * 30 s in storage (spec §9); set 30_000 when using the adapter on its own.
     */
    balanceCacheMs: z._default(z.number().check(z.int(), z.gte(0)), 0),
    /** How long `waitForTransaction` waits for a receipt before the transaction counts as failed, in ms (default 3 min). */
    confirmationTimeoutMs: z._default(z.number().check(z.int(), z.gt(0)), 180_000),
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
export type EvmOptions = z.input<ReturnType<typeof buildEvmOptionsSchema>>
/** Parsed options, defaults applied. */
export type EvmResolvedOptions = z.output<ReturnType<typeof buildEvmOptionsSchema>>

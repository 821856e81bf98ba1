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

/** A viem chain (id, name, nativeCurrency, rpcUrls...). */
export const chainSchema = z.custom<Chain>(isChain, {
  message: 'Expected a viem chain (id, name, nativeCurrency, rpcUrls)',
})

/** An EIP-1193 provider the host hands in (EXTERNAL connector). */
export const externalProviderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  imageUrl: z.optional(z.string()),
  provider: z.custom<Eip1193Provider>(isProvider, { message: 'Expected an EIP-1193 provider' }),
})

/** Options of `evm(options)`; parsed once, at the boundary. */
export const evmOptionsSchema = z.object({
  /** The networks the app supports, as viem chains; the first is the default. */
  networks: z.array(chainSchema).check(z.minLength(1)),
  /** Project id; defaults to the kernel's. With `rpc: 'proxy'` RPC calls go through the RPC proxy with it. */
  projectId: z.optional(z.string()),
  /** RPC proxy base; defaults to the kernel's `endpoints.rpcProxy`. With neither, reads use the chains' own RPC URLs. */
  rpcProxyUrl: z.optional(z.url()),
  /** 'proxy': reads go through the RPC proxy (spec §7) when a project id is set; 'direct': the chains' own URLs. */
  rpc: z._default(z.enum(['proxy', 'direct']), 'proxy'),
  /** Offer window.ethereum as the INJECTED connector. */
  injected: z._default(z.boolean(), true),
  /** Discover EIP-6963 wallets (ANNOUNCED connectors). */
  eip6963: z._default(z.boolean(), true),
  /** Host-provided EIP-1193 providers (EXTERNAL connectors). */
  external: z._default(z.array(externalProviderSchema), () => []),
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

/** What `evm()` accepts. */
export type EvmOptions = z.input<typeof evmOptionsSchema>
/** Parsed options, defaults applied. */
export type EvmResolvedOptions = z.output<typeof evmOptionsSchema>

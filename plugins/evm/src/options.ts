import type { Chain } from 'viem'
import { z } from 'zod'
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

/** App metadata shown by the wallet during a WalletConnect pairing. */
export const walletConnectMetadataSchema = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  url: z.string().url(),
  icons: z.array(z.string()).default([]),
})

/** The key-value storage a WalletConnect sign client accepts (IKeyValueStorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** WalletConnect settings of the EVM plugin; project id, relay and metadata default to the kernel's. */
export const walletConnectOptionsSchema = z.object({
  /** Project id sent to the relay. */
  projectId: z.string().min(1).optional(),
  /** Relay websocket URL (the devnet relay in tests, the hosted one in production). */
  relayUrl: z.string().url().optional(),
  /** App metadata for the wallet. */
  metadata: walletConnectMetadataSchema.optional(),
  /** Prefix for the sign client's storage keys, so two instances on one page never share sessions. */
  storagePrefix: z.string().default('airlock-wc'),
  /** Storage for the sign client (default: the SDK's browser storage); pass a memory one in Node. */
  storage: z
    .custom<WalletConnectStorage>(
      (v) => typeof v === 'object' && v !== null && 'getItem' in v && 'getEntries' in v,
    )
    .optional(),
})

/** An EIP-1193 provider the host hands in (EXTERNAL connector). */
export const externalProviderSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  imageUrl: z.string().optional(),
  provider: z.custom<Eip1193Provider>(isProvider, { message: 'Expected an EIP-1193 provider' }),
})

/** Options of `evm(options)`; parsed once, at the boundary. */
export const evmOptionsSchema = z.object({
  /** The networks the app supports, as viem chains; the first is the default. */
  networks: z.array(chainSchema).min(1),
  /** Project id; defaults to the kernel's. With `rpc: 'proxy'` RPC calls go through the RPC proxy with it. */
  projectId: z.string().optional(),
  /** RPC proxy endpoint ending in /v1 (`{rpcProxyUrl}/?chainId=eip155:N&projectId=...`); defaults to the kernel's `endpoints.rpcProxy`. */
  rpcProxyUrl: z.string().url().optional(),
  /** 'proxy': reads go through the RPC proxy (spec §7) when a project id is set; 'direct': the chains' own URLs. */
  rpc: z.enum(['proxy', 'direct']).default('proxy'),
  /** WalletConnect settings; `false` means no WalletConnect connector. */
  walletConnect: z
    .union([z.literal(false), walletConnectOptionsSchema])
    .default(() => walletConnectOptionsSchema.parse({})),
  /** Offer window.ethereum as the INJECTED connector. */
  injected: z.boolean().default(true),
  /** Discover EIP-6963 wallets (ANNOUNCED connectors). */
  eip6963: z.boolean().default(true),
  /** Host-provided EIP-1193 providers (EXTERNAL connectors). */
  external: z.array(externalProviderSchema).default([]),
  /** Extra connectors, e.g. a test connector. */
  connectors: z
    .array(z.custom<EvmConnector>((v) => typeof v === 'object' && v !== null && 'getProvider' in v))
    .default([]),
  /**
   * Adapter-level native balance cache in ms. 0 by default: through the kernel, balances are cached
   * 30 s in storage (spec §9); set 30_000 when using the adapter on its own.
   */
  balanceCacheMs: z.number().int().nonnegative().default(0),
})

/** What `evm()` accepts. */
export type EvmOptions = z.input<typeof evmOptionsSchema>
/** Parsed options, defaults applied. */
export type EvmResolvedOptions = z.output<typeof evmOptionsSchema>
/** WalletConnect options after parsing. */
export type WalletConnectOptions = z.output<typeof walletConnectOptionsSchema>
/** WalletConnect settings with the kernel's defaults filled in. */
export interface ResolvedWalletConnectOptions {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  storagePrefix: string
  storage?: WalletConnectStorage | undefined
}

// What the sandbox server tells the page: endpoints, project id and chains (devnet's, or hosted ones).
import type { AirlockEndpoints } from '@airlock/kernel'

/** One EVM chain the sandbox offers. */
export interface SandboxChain {
  chainId: number
  name: string
  rpcUrl: string
  /** Native currency symbol (default ETH). */
  symbol?: string
  testnet?: boolean
}

/** The Solana network the sandbox offers (devnet's local node). */
export interface SandboxSolanaNetwork {
  name: string
  /** CAIP-2 id, `solana:<first 32 characters of the genesis hash>`. */
  caipNetworkId: string
  rpcUrl: string
  wsUrl: string
}

/** The Bitcoin network the sandbox offers (devnet's regtest node behind its Esplora facade). */
export interface SandboxBitcoinNetwork {
  name: string
  /** The Esplora REST base URL (`…/api`). */
  esploraUrl: string
}

/** A chain's ERC-4337 services (devnet's bundler and paymaster service). */
export interface SandboxSmartAccountChain {
  chainId: number
  /** The bundler's JSON-RPC URL. */
  bundlerUrl: string
  /** The ERC-7677 paymaster service's JSON-RPC URL. */
  paymasterUrl: string
}

/** The config the server injects as `window.__AIRLOCK_SANDBOX__` (see server/sandboxServer.ts). */
export interface SandboxRuntimeConfig {
  projectId: string
  /**
   * Every remote service of the modal; devnet's by default, hosted ones when configured. `frame` is the
   * secure frame host of email login (the email-social plugin's `frameUrl` option, not a kernel endpoint).
   */
  endpoints: Partial<AirlockEndpoints> & { frame?: string }
  chains: SandboxChain[]
  /** The Solana network, when one runs (devnet's local node); absent: no Solana plugin. */
  solana?: SandboxSolanaNetwork
  /** The Bitcoin network, when one runs (devnet's bcoin regtest node); absent: no Bitcoin plugin. */
  bitcoin?: SandboxBitcoinNetwork
  /** Each chain's ERC-4337 services, when devnet runs them (the embedded wallet's smart accounts). */
  smartAccounts?: SandboxSmartAccountChain[]
  /** Devnet's sign-in server (@airlock/siwx-server), when devnet runs it. */
  siwx?: { url: string }
  /** The devnet wallet page ("the phone") for WalletConnect, when devnet runs. */
  walletPageUrl?: string
  /** Devnet's mail sink (its `/inbox?email=` page shows the login codes), when devnet runs. */
  mailboxUrl?: string
  /** Devnet's fault-injection control endpoint, when devnet runs. */
  faultsUrl?: string
  /** The server injected the devnet test wallet into the page. */
  testWallet: boolean
}

declare global {
  interface Window {
    __AIRLOCK_SANDBOX__?: SandboxRuntimeConfig
  }
}

/** Reads the injected config; throws a readable error when the page was not served by the sandbox server. */
export function readRuntimeConfig(): SandboxRuntimeConfig {
  const config = window.__AIRLOCK_SANDBOX__
  if (!config) throw new Error('No sandbox config: open the page through `npm run sandbox`.')
  return config
}

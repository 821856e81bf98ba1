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

/** The config the server injects as `window.__AIRLOCK_SANDBOX__` (see server/sandboxServer.ts). */
export interface SandboxRuntimeConfig {
  projectId: string
  /** Every remote service of the modal; devnet's by default, hosted ones when configured. */
  endpoints: Partial<AirlockEndpoints>
  chains: SandboxChain[]
  /** The devnet wallet page ("the phone") for WalletConnect, when devnet runs. */
  walletPageUrl?: string
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

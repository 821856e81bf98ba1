// What every host page shares: the devnet chain from the runtime config the bench server injects.

/** The part of the served runtime config the host pages read. */
export interface BenchConfig {
  projectId: string
  endpoints: Record<string, string>
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** devnet's local Solana node, when it runs one. */
  solana?: { name: string; caipNetworkId: `solana:${string}`; rpcUrl: string; wsUrl: string }
  /** devnet's Bitcoin regtest node behind its Esplora facade, when it runs one. */
  bitcoin?: { name: string; esploraUrl: string }
}

/** The runtime config injected into the page by the bench server. */
export const benchConfig = (window as unknown as { __AIRLOCK_SANDBOX__: BenchConfig }).__AIRLOCK_SANDBOX__

/** The first devnet chain (id, name, RPC URL). */
export const devnetChain = benchConfig.chains[0] as BenchConfig['chains'][number]

// The shortest path for a host: the whole wagmi config from the Airlock instance (its eip155 networks,
// their RPC URLs as transports, the Airlock connector, wagmi's own EIP-6963 discovery off).
import type { Airlock } from '@airlock/kernel'
import type { Chain } from 'viem'
import { type Config, type CreateConfigParameters, createConfig, http, type Transport } from 'wagmi'
import { airlockChains } from './chains'
import { type AirlockConnectorOptions, airlock } from './connector'
import { MissingEvmNetworksError } from './errors'

/** Options of {@link airlockWagmiConfig}: the connector's, plus any `createConfig` parameter to override. */
export interface AirlockWagmiConfigOptions extends AirlockConnectorOptions {
  /** More `createConfig` parameters (`storage`, `ssr`, `batch`, `pollingInterval`…); `chains`, `connectors` and `transports` come from the instance. */
  wagmi?: Omit<Partial<CreateConfigParameters>, 'chains' | 'connectors' | 'transports' | 'client'>
}

/**
 * Builds the wagmi config from an Airlock instance: the chains are the evm plugin's networks, each with an
 * `http` transport to the URL Airlock reads through, the only connector is {@link airlock}, and wagmi's own
 * EIP-6963 discovery is off (Airlock's Connect view lists each extension once).
 *
 * @example
 * const airlockInstance = createAirlock({ projectId, metadata, plugins: [evm({ networks: [mainnet, base] })] })
 * const config = airlockWagmiConfig(airlockInstance)
 * // <WagmiProvider config={config}><QueryClientProvider client={queryClient}>…
 */
export function airlockWagmiConfig(instance: Airlock, options: AirlockWagmiConfigOptions = {}): Config {
  const { wagmi, ...connector } = options
  const chains = airlockChains(instance)
  const [first, ...rest] = chains
  if (!first) throw new MissingEvmNetworksError()
  const transports: Record<number, Transport> = {}
  for (const chain of chains) transports[chain.id] = http(chain.rpcUrls.default.http[0])
  return createConfig({
    multiInjectedProviderDiscovery: false,
    ...wagmi,
    chains: [first, ...rest] as [Chain, ...Chain[]],
    connectors: [airlock(instance, connector)],
    transports,
  })
}

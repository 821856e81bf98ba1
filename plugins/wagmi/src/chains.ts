// The evm plugin's networks as wagmi wants them: viem `Chain` objects (plain data, no viem code).
import type { Airlock, CaipNetwork } from '@airlock/kernel'
import type { Chain } from 'viem'

/**
 * The instance's eip155 networks as viem chains, in configuration order; their RPC URL is the one the evm
 * plugin reads through (the kernel's RPC proxy when one is configured, else the chain's own).
 *
 * @example
 * const chains = airlockChains(airlockInstance) // [{ id: 1, name: 'Ethereum', … }, …]
 */
export function airlockChains(instance: Airlock): Chain[] {
  return instance.get((s) => s.network.of('eip155')).map(toChain)
}

/** One CAIP network of the eip155 namespace as a viem chain. */
export function toChain(network: CaipNetwork): Chain {
  const explorers = network.blockExplorers
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(explorers ? { blockExplorers: explorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}

import { buildRpcProxyUrl, type CaipNetwork } from '@airlock/kernel'
import type { Chain } from 'viem'
import { RPC_PROXY_CHAIN_IDS } from './rpcProxyChains'

/** Where RPC calls go: the RPC proxy (when a project id is set) or the chain's own URLs. */
export interface RpcRouting {
  /** The app's project id. */
  projectId?: string | undefined
  /** The RPC proxy base (the kernel's `endpoints.rpcProxy`). */
  rpcProxyUrl?: string | undefined
  /** The chain ids the proxy serves; default `RPC_PROXY_CHAIN_IDS` (spec §9's fixed list). Other chains use their own URLs. */
  proxyChains?: readonly number[] | undefined
}

/**
 * The RPC proxy URL of a chain, `{base}/v1/?chainId=eip155:{id}&projectId={projectId}` (the kernel's
 * builder); a base that already ends in /v1 is accepted too.
 */
export function rpcProxyUrl(proxy: string, chainId: number, projectId: string): string {
  return buildRpcProxyUrl({ rpcBase: proxy.replace(/\/v1\/?$/, ''), chainId: `eip155:${chainId}`, projectId })
}

/**
 * Turns a viem chain into the kernel's CAIP network (`eip155:<id>`), routing RPC through the proxy when
 * a project id and proxy URL are given and the proxy serves the chain (spec §7 "for listed chains"; the
 * chain's own URLs stay in `chainDefault`).
 *
 * @example
 * toCaipNetwork(mainnet).caipNetworkId // 'eip155:1'
 */
export function toCaipNetwork(chain: Chain, routing: RpcRouting = {}): CaipNetwork {
  const own = chain.rpcUrls.default.http
  const viaProxy =
    routing.projectId &&
    routing.rpcProxyUrl &&
    (routing.proxyChains ?? RPC_PROXY_CHAIN_IDS).includes(chain.id)
      ? [rpcProxyUrl(routing.rpcProxyUrl, chain.id, routing.projectId)]
      : own
  const explorers = chain.blockExplorers
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    rpcUrls: { default: { http: viaProxy }, chainDefault: { http: own } },
    ...(explorers ? { blockExplorers: { ...explorers, default: { ...explorers.default } } } : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  }
}

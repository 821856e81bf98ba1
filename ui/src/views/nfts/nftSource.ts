// Which source serves the active namespace's NFTs: a chain plugin's `ui/nfts` contribution, else the
// blockchain-data API through a client of ui's own made with `extend()` (the shared client is left as
// it was; nothing is added to the kernel). Neither: the namespace has no NFTs to show.
import type { Airlock, AirlockState } from '@airlock/kernel'
import { type NftPage, type NftSource, parseNftPage } from './nftTypes'

const EMPTY: NftPage = { data: [], next: null }

/** The API-backed source per instance (one extended client each). */
const apiSources = new WeakMap<Airlock, NftSource>()

/**
 * GET /v1/account/{address}/nfts through the instance's blockchain-data client (projectId, st and sv on
 * every call, 10 s timeout, retries); skipped with an empty page for chains the API does not serve.
 * Undefined when the host configured no blockchain-data API.
 */
export function apiNftSource(airlock: Airlock): NftSource | undefined {
  const known = apiSources.get(airlock)
  if (known) return known
  const api = airlock.service('blockchainApi')?.extend((c) => ({
    getNfts: (address: string, opts: { chainId: string; cursor?: string; signal?: AbortSignal }) =>
      c.whenSupported(opts.chainId, EMPTY, async () =>
        parseNftPage(
          await c.http.get(`/v1/account/${encodeURIComponent(address)}/nfts`, {
            query: { chainId: opts.chainId, cursor: opts.cursor },
            ...(opts.signal ? { signal: opts.signal } : {}),
          }),
        ),
      ),
  }))
  if (!api) return undefined
  const source: NftSource = {
    namespace: '*',
    list: ({ address, network, cursor, signal }) =>
      api.getNfts(address, {
        chainId: network.caipNetworkId,
        ...(cursor ? { cursor } : {}),
        ...(signal ? { signal } : {}),
      }),
  }
  apiSources.set(airlock, source)
  return source
}

/** The source of `namespace`'s NFTs: the chain plugin's contribution first, else the API, else none. */
export function nftSourceFor(airlock: Airlock, namespace: string): NftSource | undefined {
  const own = airlock.get((s) => s.contributions('ui/nfts')).filter((s) => s.namespace === namespace)
  return own.at(-1) ?? apiNftSource(airlock)
}

/** True when the active namespace has an NFT source (the NFTs tab shows only then). */
export function hasNftSource(state: AirlockState): boolean {
  const namespace = state.network.activeNamespace
  return (
    state.contributions('ui/nfts').some((s) => s.namespace === namespace) || state.hasService('blockchainApi')
  )
}

// Loads the account's NFTs on the active chain, page by page, spam hidden. A page that holds only spam
// does not end the list: the next one is read at once, so the empty state shows only when there really
// are none, and "Load more" never adds nothing.
import type { CaipNetwork } from '@airlock/kernel'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Nft, NftSource } from './nftTypes'

/** Pages read in a row while they hold only spam, before waiting for the visitor. */
const MAX_SPAM_PAGES = 10

/** What {@link useNfts} gives the grid. */
export interface NftsState {
  /** Visible NFTs (no spam, active chain only), in the source's order. */
  nfts: Nft[]
  loading: boolean
  /** The last request failed (the list so far stays). */
  error: boolean
  /** The source has more pages. */
  hasMore: boolean
  /** Reads the next page (also: try again after an error). */
  loadMore(): void
}

interface Loaded {
  key: string
  nfts: Nft[]
  next: string | null
  loading: boolean
  error: boolean
}

/** The NFTs of `address` on `network` from `source` (nothing is requested without a source or address). */
export function useNfts(
  source: NftSource | undefined,
  address: string | undefined,
  network: CaipNetwork,
): NftsState {
  const key = `${network.caipNetworkId}|${address ?? ''}`
  const [state, setState] = useState<Loaded>({ key, nfts: [], next: null, loading: true, error: false })
  const controller = useRef<AbortController | undefined>(undefined)
  // The network object is read when a request starts; its CAIP-2 id (in `key`) decides when to reload.
  const networkRef = useRef(network)
  networkRef.current = network

  const load = useCallback(
    async (cursor: string | undefined) => {
      if (!source || !address) return
      const network = networkRef.current
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setState((s) => ({ ...s, loading: true, error: false }))
      let next: string | null = cursor ?? null
      const found: Nft[] = []
      try {
        for (let pages = 0; pages < MAX_SPAM_PAGES; pages++) {
          const page = await source.list({
            address,
            network,
            cursor: next ?? undefined,
            signal: abort.signal,
          })
          found.push(...page.data.filter((n) => !n.isSpam && n.chainId === network.caipNetworkId))
          next = page.next
          if (found.length > 0 || next === null) break
        }
        if (abort.signal.aborted) return
        setState((s) => ({ key, nfts: [...s.nfts, ...found], next, loading: false, error: false }))
      } catch {
        if (abort.signal.aborted) return
        setState((s) => ({ ...s, loading: false, error: true }))
      }
    },
    [source, address, key],
  )

  useEffect(() => {
    setState({ key, nfts: [], next: null, loading: true, error: false })
    void load(undefined)
    return () => controller.current?.abort()
  }, [key, load])

  // Until the effect for a new account or chain has run, show nothing of the previous one.
  const current = state.key === key ? state : { ...state, nfts: [], next: null, loading: true }
  const loading = current.loading && source !== undefined && address !== undefined
  return {
    nfts: current.nfts,
    loading,
    error: current.error,
    hasMore: current.next !== null,
    loadMore: () => {
      if (!loading)
        void load(current.error && current.nfts.length === 0 ? undefined : (current.next ?? undefined))
    },
  }
}

import type { Eip1193Provider, EvmConnector } from '../types'

/** EIP-6963 wallet info. */
export interface Eip6963ProviderInfo {
  /** Per-page-load unique id. */
  uuid: string
  /** Wallet name. */
  name: string
  /** Icon as a data URI. */
  icon: string
  /** Reverse-DNS id, e.g. 'io.metamask'. */
  rdns: string
}

/** What an `eip6963:announceProvider` event carries. */
export interface Eip6963ProviderDetail {
  /** Wallet info. */
  info: Eip6963ProviderInfo
  /** The wallet's provider. */
  provider: Eip1193Provider
}

/** MetaMask mobile's rdns, counted as desktop MetaMask. */
export const METAMASK_MOBILE_RDNS = 'io.metamask.mobile'
/** Desktop MetaMask's rdns. */
export const METAMASK_RDNS = 'io.metamask'

/** Normalises an rdns for de-duplication: MetaMask mobile counts as MetaMask desktop. */
export function normalizeRdns(rdns: string): string {
  return rdns === METAMASK_MOBILE_RDNS ? METAMASK_RDNS : rdns
}

function isDetail(value: unknown): value is Eip6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false
  const { info, provider } = value as Partial<Eip6963ProviderDetail>
  return (
    typeof info?.rdns === 'string' &&
    typeof info.name === 'string' &&
    typeof info.uuid === 'string' &&
    typeof provider?.request === 'function'
  )
}

/**
 * Listens for EIP-6963 announcements on `target` (the window) and asks wallets to announce; calls
 * `onAnnounce` once per new rdns (normalised). Returns the function that removes the listener.
 *
 * @example
 * const stop = watchAnnouncedWallets(window, (detail) => console.log(detail.info.name))
 */
export function watchAnnouncedWallets(
  target: EventTarget,
  onAnnounce: (detail: Eip6963ProviderDetail) => void,
): () => void {
  const seen = new Set<string>()
  const listener = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail
    if (!isDetail(detail)) return
    const key = normalizeRdns(detail.info.rdns)
    if (seen.has(key)) return
    seen.add(key)
    onAnnounce(detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}

/**
 * The ANNOUNCED connector of an EIP-6963 wallet; its id is the (normalised) rdns.
 *
 * @example
 * announcedConnector(detail).id // 'io.metamask'
 */
export function announcedConnector(detail: Eip6963ProviderDetail): EvmConnector {
  const rdns = normalizeRdns(detail.info.rdns)
  return {
    id: rdns,
    name: detail.info.name,
    type: 'ANNOUNCED',
    imageUrl: detail.info.icon,
    rdns,
    getProvider: async () => detail.provider,
  }
}

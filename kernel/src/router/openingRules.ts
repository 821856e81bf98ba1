import type { RouterEntry } from '../stores/RouterStore'
import type { ViewEntry } from './viewTypes'

/** What the opening rules look at. */
export interface OpeningState {
  /** An explicitly requested view. */
  requested?: ViewEntry | undefined
  /** Number of chain adapters registered. */
  adapterCount: number
  /** An account is connected. */
  connected: boolean
  /** The device is a phone or tablet. */
  mobile: boolean
}

/**
 * The first view when the modal opens (spec §2), in order: an explicit view wins; with no adapters and
 * no account, AllWallets on mobile and ConnectingWalletConnectBasic on desktop; a connected account
 * shows Account; otherwise Connect.
 */
export function initialView(state: OpeningState): RouterEntry {
  if (state.requested) return state.requested
  if (state.adapterCount === 0 && !state.connected) {
    return { view: state.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic', params: undefined }
  }
  if (state.connected) return { view: 'Account', params: undefined }
  return { view: 'Connect', params: undefined }
}

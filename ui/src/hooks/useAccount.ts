// The account of the active namespace.
import type { AccountStatus, CaipAddress, ChainNamespace } from '@airlock/kernel'
import { useAirlock } from './useAirlock'
import { useObservableValue } from './useObservableValue'

/** What {@link useAccount} returns. */
export interface UseAccountResult {
  /** The address (native form), when connected. */
  address: string | undefined
  /** CAIP-10 address, when connected. */
  caipAddress: CaipAddress | undefined
  /** Account status. */
  status: AccountStatus
  /** True when connected. */
  isConnected: boolean
  /** Native balance (decimal string) and its symbol. */
  balance: string | undefined
  /** Symbol of `balance`. */
  balanceSymbol: string | undefined
  /** Profile (ENS-style) name. */
  profileName: string | undefined
  /** Profile image URL (untrusted). */
  profileImage: string | undefined
  /** The active namespace. */
  namespace: ChainNamespace
}

/** The connected account of the active namespace (re-renders when it changes). */
export function useAccount(): UseAccountResult {
  const airlock = useAirlock()
  return useObservableValue(() => {
    const { account, network } = airlock.stores
    const a = account.active
    return {
      address: a.address,
      caipAddress: a.caipAddress,
      status: a.status,
      isConnected: a.status === 'connected' && a.address !== undefined,
      balance: a.balance,
      balanceSymbol: a.balanceSymbol,
      profileName: a.profileName,
      profileImage: a.profileImage,
      namespace: network.activeNamespace,
    }
  })
}

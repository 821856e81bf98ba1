// The account of the active namespace (the kernel's getAccount / watchAccount and the active network).
import type { AccountStatus, CaipAddress, ChainNamespace } from '@airlock/kernel'
import { useMemo } from 'react'
import { useAirlock } from './useAirlock'
import { useWatched } from './useWatched'

/** What {@link useAccount} returns. */
export interface UseAccountResult {
  /** The address in its namespace's canonical form (the adapter's `address.format`), when connected. */
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
  const account = useWatched(
    airlock,
    (a) => a.getAccount(),
    (a, listener) => a.watchAccount(listener),
  )
  const network = useWatched(
    airlock,
    (a) => a.getNetwork(),
    (a, listener) => a.watchNetwork(listener),
  )
  const namespace = network.chainNamespace
  return useMemo(
    () => ({
      address: account.address,
      caipAddress: account.caipAddress,
      status: account.status,
      isConnected: account.status === 'connected' && account.address !== undefined,
      balance: account.balance,
      balanceSymbol: account.balanceSymbol,
      profileName: account.profileName,
      profileImage: account.profileImage,
      namespace,
    }),
    [account, namespace],
  )
}

// Loads the account's balances when the Account view shows and tracks the tokens' loading and error state.
import { BaseError, ERROR_MESSAGES } from '@airlock/kernel'
import { createContext, useEffect, useState } from 'react'
import { useAirlock } from '../../hooks/useAirlock'

/** What {@link useBalanceRefresh} returns. */
export interface BalanceRefreshState {
  /** A refresh is running. */
  loading: boolean
  /** The token balances could not be loaded ('Token Balance Unavailable'). */
  tokenError: boolean
}

/** The Account view's balance-refresh state, for its Tokens tab (idle outside the Account view). */
export const BalanceRefreshContext = createContext<BalanceRefreshState>({ loading: false, tokenError: false })

/**
 * Refreshes native and token balances of the connected account on mount, when the address changes and
 * when `held` turns false (the kernel caches them 30 s and blocks token retries 30 s after a failure);
 * reports a token failure seen on the bus, or one that happened just before the view showed. While `held`
 * (the view pre-rendered hidden) nothing is refreshed.
 */
export function useBalanceRefresh(address: string | undefined, held = false): BalanceRefreshState {
  const airlock = useAirlock()
  const [loading, setLoading] = useState(false)
  const [tokenError, setTokenError] = useState(() => airlock.storage.isTokenBalanceRetryBlocked())

  useEffect(
    () =>
      airlock.bus.on('error', ({ error }) => {
        const text = error instanceof BaseError ? error.shortMessage : error.message
        if (text === ERROR_MESSAGES.tokenBalanceUnavailable) setTokenError(true)
      }),
    [airlock],
  )

  useEffect(() => {
    if (!address || held) return
    let live = true
    setLoading(true)
    airlock
      .refreshBalances()
      .catch(() => setTokenError(true))
      .finally(() => {
        if (!live) return
        setLoading(false)
        if (airlock.storage.isTokenBalanceRetryBlocked()) setTokenError(true)
      })
    return () => {
      live = false
    }
  }, [airlock, address, held])

  return { loading, tokenError }
}

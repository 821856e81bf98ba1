// Loads the account's balances when the Account view shows and tracks the tokens' loading and error state.
import { BaseError, ERROR_MESSAGES } from '@airlock/kernel'
import { useCallback, useEffect, useState } from 'react'
import { useAirlock } from '../../hooks/useAirlock'

/** What {@link useBalanceRefresh} returns. */
export interface BalanceRefreshState {
  /** A refresh is running. */
  loading: boolean
  /** The token balances could not be loaded ('Token Balance Unavailable'). */
  tokenError: boolean
  /** Loads again, bypassing the 30 s cache. */
  retry: () => void
}

/**
 * Refreshes native and token balances of the connected account on mount (the kernel caches them
 * 30 s) and when the address changes; listens on the bus for 'Token Balance Unavailable'.
 */
export function useBalanceRefresh(address: string | undefined): BalanceRefreshState {
  const airlock = useAirlock()
  const [loading, setLoading] = useState(false)
  // A failure just before the view showed (e.g. right after connecting) blocks retries for 30 s.
  const [tokenError, setTokenError] = useState(() => airlock.storage.isTokenBalanceRetryBlocked())
  const [attempt, setAttempt] = useState(0)

  useEffect(
    () =>
      airlock.bus.on('error', ({ error }) => {
        const text = error instanceof BaseError ? error.shortMessage : error.message
        if (text === ERROR_MESSAGES.tokenBalanceUnavailable) setTokenError(true)
      }),
    [airlock],
  )

  useEffect(() => {
    if (!address) return
    let live = true
    setLoading(true)
    if (attempt > 0) setTokenError(false)
    airlock
      .refreshBalances(attempt > 0 ? { force: true } : {})
      .catch(() => setTokenError(true))
      .finally(() => {
        if (!live) return
        setLoading(false)
        if (airlock.storage.isTokenBalanceRetryBlocked()) setTokenError(true)
      })
    return () => {
      live = false
    }
  }, [airlock, address, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { loading, tokenError, retry }
}

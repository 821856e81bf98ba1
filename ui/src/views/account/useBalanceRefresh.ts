// Loads the account's balances when the Account view shows and tracks the tokens' loading and error state.
import { createContext, useEffect, useMemo, useState } from 'react'
import { useAirlock } from '../../hooks/useAirlock'
import { useObservableValue } from '../../hooks/useObservableValue'
import { afterNextPaint } from '../../utils/afterNextPaint'

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
 * when `held` turns false (the kernel caches them 30 s and blocks token retries 30 s after a failure); the
 * token error is the account's `tokenBalanceStatus` ('error' after a failure and while retries are
 * blocked). While shown, it reads them again past the cache every {@link BALANCE_FOLLOW_MS}. While `held`
 * (the view pre-rendered hidden) nothing is refreshed.
 */
export function useBalanceRefresh(address: string | undefined, held = false): BalanceRefreshState {
  const airlock = useAirlock()
  const tokenError = useObservableValue(() => airlock.get((s) => s.account.tokenBalanceStatus === 'error'))
  // One token per refresh the view needs (a new address, or the view leaving standby); loading until that
  // refresh settles. Derived in render, so the view shows its loading state in the very frame that needs it.
  const request = useMemo(() => (address && !held ? {} : null), [address, held])
  const [settled, setSettled] = useState<object | null>(null)
  const loading = request !== null && settled !== request

  // The refresh (RPC and API requests, the chain plugin's lazily loaded code) starts after the first frame
  // with the view: not inside the click that opened the modal, where it delayed the dialog's first frame.
  useEffect(() => {
    if (request === null) return
    let live = true
    const cancel = afterNextPaint(() => {
      airlock
        .refreshBalances()
        .catch(() => undefined)
        .finally(() => {
          if (live) setSettled(request)
        })
    })
    return () => {
      live = false
      cancel()
    }
  }, [airlock, request])

  // While the view shows and the page is visible, the balances are read again past their cache every
  // BALANCE_FOLLOW_MS, so funds that arrive while the visitor looks show without reopening the modal; not
  // while 'Token Balance Unavailable' shows (the Tokens tab asks again once the retry block has passed).
  useEffect(() => {
    if (request === null || tokenError) return
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
      void airlock.refreshBalances({ force: true }).catch(() => undefined)
    }, BALANCE_FOLLOW_MS)
    return () => clearInterval(timer)
  }, [airlock, request, tokenError])

  return { loading, tokenError }
}

/** How often a shown Account view reads the balances again past their 30 s cache (10 s). */
export const BALANCE_FOLLOW_MS = 10_000

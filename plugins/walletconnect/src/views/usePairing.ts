// Keeps a pairing going while a QR view is shown: starts one when none is pending or settled (through the
// kernel when a chain adapter serves a contributed namespace, directly in basic mode without adapters).
// Refreshing the URI before it expires is the session's job (while the modal is open).
import type { Airlock } from '@airlock/kernel'
import { useRetry } from '@airlock/ui'
import { useCallback, useEffect } from 'react'
import { WALLETCONNECT_CONNECTOR_ID } from '../constants'
import type { WalletConnectApi } from '../plugin'

/** Starts a pairing (or restores a stored session) for the QR views; errors land in the pairing store. */
export function startPairing(airlock: Airlock, runtime: WalletConnectApi): void {
  const { store, connector } = runtime
  const served = connector.namespaces.filter((n) => airlock.get((s) => s.connection.adapter(n)) !== undefined)
  // The kernel marks the namespaces 'connecting' before its connect reaches the connector.
  const connecting = served.some((n) => airlock.get((s) => s.connection.statusOf(n)) === 'connecting')
  if (store.pending || store.session || connecting) return
  const attempt =
    served.length > 0
      ? airlock.connect(WALLETCONNECT_CONNECTOR_ID, { showView: false })
      : connector.restore().then((restored) => (restored ? undefined : connector.pair()))
  // The failure's text is in the pairing store (and, through the kernel, in the snackbar).
  attempt.catch(() => undefined)
}

/**
 * Starts a pairing on mount when none is under way; returns `retry` for the view's "Try again", accepted at
 * most once per retry interval (1 s).
 */
export function usePairing(airlock: Airlock, runtime: WalletConnectApi): () => void {
  const retry = useCallback(() => startPairing(airlock, runtime), [airlock, runtime])
  useEffect(() => {
    if (runtime.store.status !== 'failed') retry()
  }, [retry, runtime])
  return useRetry(retry)
}

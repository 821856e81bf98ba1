// Keeps a WalletConnect pairing URI available while a view shows it: starts a connect when there is
// none, and starts a new one when 10 s or less remain of the current one (spec §9).
import { type Airlock, type Connector, PAIRING_EXPIRY_MARGIN_MS } from '@airlock/kernel'
import { reaction } from 'mobx'
import { useCallback, useEffect, useRef, useState } from 'react'
import { connectErrorMessage } from './ConnectingExternalView'

/** What {@link useWalletConnectPairing} returns. */
export interface WalletConnectPairing {
  /** The WalletConnect connector used, if any. */
  connector: Connector | undefined
  /** The last attempt's error message (e.g. 'Signature declined'), cleared by `retry`. */
  error: string | undefined
  /** Starts a new pairing. */
  retry: () => void
}

/** The WalletConnect connector to use: the active namespace's first, else any. */
export function walletConnectConnector(airlock: Airlock): Connector | undefined {
  const { connection, network } = airlock.stores
  const all = connection.connectors.filter((c) => c.type === 'WALLET_CONNECT')
  return all.find((c) => c.chain === network.activeNamespace) ?? all[0]
}

/** Starts and refreshes pairings while mounted; `now` is injectable for tests. */
export function useWalletConnectPairing(
  airlock: Airlock,
  now: () => number = Date.now,
): WalletConnectPairing {
  const connector = walletConnectConnector(airlock)
  const [error, setError] = useState<string | undefined>(undefined)
  const attemptId = useRef(0)

  const start = useCallback(() => {
    if (!connector) return
    const id = ++attemptId.current
    setError(undefined)
    airlock.connect(connector.id, { namespace: connector.chain }).catch((cause: unknown) => {
      if (attemptId.current === id) setError(connectErrorMessage(cause))
    })
  }, [airlock, connector])

  useEffect(() => {
    if (!connector) return
    const { connection } = airlock.stores
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = (expiresAt: number | undefined) => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      if (expiresAt === undefined) return
      const wait = expiresAt - PAIRING_EXPIRY_MARGIN_MS - now()
      timer = setTimeout(start, Math.max(0, wait))
    }
    if (connection.wcUri === undefined || connection.isWcUriExpired(now())) start()
    else schedule(connection.wcUriExpiresAt)
    const dispose = reaction(
      () => connection.wcUriExpiresAt,
      (expiresAt) => schedule(expiresAt),
    )
    return () => {
      dispose()
      if (timer !== undefined) clearTimeout(timer)
      attemptId.current++
    }
  }, [airlock, connector, start, now])

  return { connector, error, retry: start }
}

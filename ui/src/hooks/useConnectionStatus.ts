// One connection status over every namespace.
import type { ConnectionStatus } from '@airlock/kernel'
import { useAirlock } from './useAirlock'
import { useObservableValue } from './useObservableValue'

/** 'connected' when any namespace is connected, else 'connecting' when any is connecting, else 'disconnected'. */
export function useConnectionStatus(): ConnectionStatus {
  const airlock = useAirlock()
  return useObservableValue(() => {
    const statuses = [...airlock.stores.connection.statuses.values()]
    if (statuses.includes('connected')) return 'connected'
    if (statuses.includes('connecting')) return 'connecting'
    return 'disconnected'
  })
}

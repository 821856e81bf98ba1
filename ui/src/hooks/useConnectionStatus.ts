// One connection status over every namespace (the kernel's getConnectionStatus / watchConnectionStatus).
import type { ConnectionStatus } from '@airlock/kernel'
import { useAirlock } from './useAirlock'
import { useWatched } from './useWatched'

/** 'connected' when any namespace is connected, else 'connecting' when any is connecting, else 'disconnected'. */
export function useConnectionStatus(): ConnectionStatus {
  return useWatched(
    useAirlock(),
    (airlock) => airlock.getConnectionStatus(),
    (airlock, listener) => airlock.watchConnectionStatus(listener),
  )
}

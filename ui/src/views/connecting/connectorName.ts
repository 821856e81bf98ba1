// Display name of a connector by id (the ConnectingExternal title).
import type { Airlock } from '@airlock/kernel'

/** The connector's name, or 'Connecting' when it is unknown. */
export function connectorName(airlock: Airlock, connectorId: string): string {
  return airlock.get((s) => s.connection.connector(connectorId))?.name ?? 'Connecting'
}

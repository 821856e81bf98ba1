import type { Connector } from '@airlock/kernel'
import type { EvmConnector } from '../types'

/**
 * An EVM connector over a connector another plugin made (a pairing protocol serving several namespaces,
 * an embedded wallet): its eip155 provider comes from `getProvider('eip155')`. The owner opens and closes
 * the shared connection (the kernel calls its own `connect`, `reconnect` and `disconnect`), so the
 * adapter only asks the provider for accounts; null when the connector cannot serve eip155.
 *
 * @example
 * const evmConnector = foreignConnector(params.connector)
 */
export function foreignConnector(connector: Connector | undefined): EvmConnector | null {
  if (!connector?.getProvider || !connector.namespaces.includes('eip155')) return null
  const owner: Connector & Required<Pick<Connector, 'getProvider'>> = {
    ...connector,
    getProvider: connector.getProvider,
  }
  return {
    id: owner.id,
    name: owner.name,
    type: owner.type,
    getProvider: () => owner.getProvider('eip155'),
  }
}

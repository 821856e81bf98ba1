// The connect protocol and the account bookkeeping behind it, one chunk loaded on first need (see
// `Airlock`): a page whose visitor never connects does not carry it.

import type { BaseError } from '../errors'
import { alertFromError } from '../errors/alerts'
import { AccountSync, type AccountSyncDeps } from './AccountSync'
import { ConnectionController } from './ConnectionController'

/** The loaded connection runtime of one instance. */
export interface ConnectionRuntime {
  sync: AccountSync
  controller: ConnectionController
}

/** Builds the connection runtime over an instance's parts. */
export function createConnectionRuntime(
  deps: AccountSyncDeps & { report: (error: BaseError) => void },
): ConnectionRuntime {
  const sync = new AccountSync(deps)
  const controller = new ConnectionController({
    stores: deps.stores,
    storage: deps.storage,
    sync,
    hooks: deps.hooks,
    report: deps.report,
  })
  // An unknown network id raises the 'Network Not Found' alert besides rejecting.
  const switchNetwork = controller.switchNetwork.bind(controller)
  controller.switchNetwork = (caipNetworkId) =>
    switchNetwork(caipNetworkId).catch((error: unknown) => {
      const alert = alertFromError(error)
      if (alert) deps.bus.emit('alert', { alert, source: 'network' })
      throw error
    })
  return { sync, controller }
}

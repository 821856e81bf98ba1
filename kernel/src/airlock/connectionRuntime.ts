// The connect protocol and the account bookkeeping behind it, one chunk loaded on first need (see
// `AirlockCore`): a page whose visitor never connects does not carry it.

import type { BaseError } from '../errors'
import type { StorageService } from '../storage'
import { ConnectionStorage } from '../storage/ConnectionStorage'
import { AccountDataLoader } from './AccountDataLoader'
import { AccountSync, type AccountSyncDeps } from './AccountSync'
import { ConnectionController } from './ConnectionController'
import type { AccountDataApi } from './ports'

/** The loaded connection runtime of one instance. */
export interface ConnectionRuntime {
  sync: AccountSync
  controller: ConnectionController
  loader: AccountDataLoader
}

/** Builds the connection runtime over an instance's parts. */
export function createConnectionRuntime(
  given: Omit<AccountSyncDeps, 'loader' | 'storage'> & {
    storage: StorageService
    notify: (error: BaseError) => void
    accountDataApi: () => AccountDataApi | undefined
  },
): ConnectionRuntime {
  const deps = { ...given, storage: new ConnectionStorage(given.storage) }
  const loader = new AccountDataLoader({
    stores: deps.stores,
    storage: deps.storage,
    api: deps.accountDataApi,
    onError: deps.report,
  })
  const sync = new AccountSync({ ...deps, loader })
  const controller = new ConnectionController({
    stores: deps.stores,
    storage: deps.storage,
    bus: deps.bus,
    sync,
    hooks: deps.hooks,
    modal: deps.modal,
    report: deps.report,
    notify: deps.notify,
  })
  return { sync, controller, loader }
}

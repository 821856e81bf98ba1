// The names plugin's lazy half: API client, store, views and the reverse lookup of the EVM address.
import {
  type AirlockPlugin,
  BLOCKCHAIN_API_TOKEN,
  definePlugin,
  parseCaipAddress,
  STORAGE_TOKEN,
} from '@airlock/kernel'
import { reaction } from 'mobx'
import { ENS_NAMESPACE, ENS_TEXTS, REGISTER_NAME_VIEW, REGISTRATION_SUCCESS_VIEW } from '../constants'
import type { EnsResolvedOptions } from '../ens'
import { ENS_STORE } from '../token'
import { createEnsApi } from './createEnsApi'
import { EnsStore } from './EnsStore'
import { RegisterNameView } from './views/RegisterNameView'
import { RegistrationSuccessView } from './views/RegistrationSuccessView'

/** The real names plugin, set up when `ens()`'s views, action or lookup trigger first need it. */
export function ensPlugin(options: EnsResolvedOptions): AirlockPlugin {
  return definePlugin({
    name: 'ens',
    requires: ['evm'],
    setup(ctx) {
      const client = ctx.resolve(BLOCKCHAIN_API_TOKEN)
      const api = createEnsApi(client)
      const store = new EnsStore({
        api,
        isChainSupported: (caipNetworkId) => client.isChainSupported(caipNetworkId),
        stores: ctx.stores,
        storage: ctx.resolve(STORAGE_TOKEN),
        log: ctx.log,
        debounceMs: options.suggestionsDebounceMs,
        onError: (error) => ctx.emit('error', { error, source: ctx.name }),
      })
      ctx.registerApiClient('ens', api)
      ctx.provide(ENS_STORE, () => store)
      ctx.registerView({
        id: REGISTER_NAME_VIEW,
        title: ENS_TEXTS.registerTitle,
        load: async () => RegisterNameView,
      })
      ctx.registerView({
        id: REGISTRATION_SUCCESS_VIEW,
        title: ENS_TEXTS.successTitle,
        load: async () => RegistrationSuccessView,
      })
      // Names are EVM only: follow the eip155 account (address and chain); a new address drops the old
      // one's name first.
      const stop = reaction(
        () => ctx.stores.account.state(ENS_NAMESPACE).caipAddress,
        (caipAddress, previous) => {
          const account = caipAddress ? parseCaipAddress(caipAddress) : undefined
          const before = previous ? parseCaipAddress(previous).address.toLowerCase() : undefined
          if (before !== undefined && account?.address.toLowerCase() !== before) {
            ctx.stores.account.patch(ENS_NAMESPACE, { profileName: undefined })
          }
          if (account) void store.resolveName(account.address, account.networkId)
        },
        { fireImmediately: true },
      )
      return () => {
        stop()
        store.dispose()
      }
    },
  })
}

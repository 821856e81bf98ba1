// The names plugin's lazy half: API client, store, views and the reverse lookup of the EVM address.

import {
  type AirlockPlugin,
  BaseError,
  BLOCKCHAIN_API_TOKEN,
  type BlockchainApiClient,
  definePlugin,
  type PluginContext,
  parseCaipAddress,
  STORAGE_TOKEN,
} from '@airlock/kernel'
import { reaction } from 'mobx'
import { ENS_NAMESPACE, ENS_TEXTS, REGISTER_NAME_VIEW, REGISTRATION_SUCCESS_VIEW } from '../constants'
import { chooseNameAction, type EnsResolvedOptions } from '../ens'
import { ENS_STORE } from '../token'
import { createEnsApi } from './createEnsApi'
import { EnsStore } from './EnsStore'
import { createEnsNameCache } from './ensNameCache'
import { ENS_MESSAGES } from './messages'
import { RegisterNameView } from './views/RegisterNameView'
import { RegistrationSuccessView } from './views/RegistrationSuccessView'

/**
 * The real names plugin, set up when `ens()`'s views, "Choose name" entry or lookup trigger first need
 * it: API client, store, views, the `accountActions` entry (taking the place of the declared one) and
 * the reverse lookup of the EVM address.
 */
export function ensPlugin(options: EnsResolvedOptions): AirlockPlugin {
  return definePlugin({
    name: 'ens',
    requires: ['evm'],
    setup(ctx) {
      const client = blockchainApi(ctx)
      const api = createEnsApi(client)
      // The instance's clock (injectable in tests) drives the 5-minute names cache.
      const now = ctx.resolve(STORAGE_TOKEN).now
      const store = new EnsStore({
        api,
        isChainSupported: (caipNetworkId) => client.isChainSupported(caipNetworkId),
        stores: ctx.stores,
        names: createEnsNameCache(ctx.storage, now),
        log: ctx.log,
        debounceMs: options.suggestionsDebounceMs,
        onError: (error) => ctx.emit('error', { error, source: ctx.name }),
      })
      ctx.registerApiClient('ens', api)
      ctx.provide(ENS_STORE, () => store)
      // The plugin's texts in the visitor's locale: contributed with the chunk (its locales are chunks too).
      ctx.contribute('messages', ENS_MESSAGES)
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
      ctx.addToSlot('accountActions', chooseNameAction)
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

/** The kernel's blockchain-data client; names need it, so without `endpoints.blockchainApi` setup fails clearly. */
function blockchainApi(ctx: Pick<PluginContext, 'resolve'>): BlockchainApiClient {
  try {
    return ctx.resolve(BLOCKCHAIN_API_TOKEN)
  } catch (cause) {
    throw new BaseError('The names plugin needs a blockchain-data API', {
      details: 'Set endpoints.blockchainApi in the createAirlock config.',
      cause,
    })
  }
}

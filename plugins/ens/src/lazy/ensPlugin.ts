// The names plugin's lazy half: API client, store, views and the names of the EVM account (its `profile`
// hook answers with the account's first registered name; the kernel writes the profile).

import {
  type AirlockPlugin,
  BaseError,
  type BlockchainApiClient,
  definePlugin,
  type PluginContext,
} from '@airlock/kernel'
import { ENS_NAMESPACE, ENS_TEXTS, REGISTER_NAME_VIEW, REGISTRATION_SUCCESS_VIEW } from '../constants'
import { chooseNameAction, type EnsResolvedOptions } from '../ens'
import { createEnsApi } from './createEnsApi'
import { EnsStore } from './EnsStore'
import { createEnsNameCache } from './ensNameCache'
import { ENS_MESSAGES } from './messages'
import { RegisterNameView } from './views/RegisterNameView'
import { RegistrationSuccessView } from './views/RegistrationSuccessView'

/**
 * The real names plugin, set up when `ens()`'s views, "Choose name" entry or lookup trigger first need
 * it: API client, store (exposed as `airlock.plugin('ens')`), views, the `accountActions` entry (taking
 * the place of the declared one) and the `profile` hook of EVM accounts.
 */
export function ensPlugin(options: EnsResolvedOptions): AirlockPlugin {
  return definePlugin({
    name: 'ens',
    requires: ['evm'],
    setup(ctx) {
      const client = blockchainApi(ctx)
      const api = createEnsApi(client)
      const store = new EnsStore({
        api,
        isChainSupported: (caipNetworkId) => client.isChainSupported(caipNetworkId),
        ctx,
        // The instance's clock (injectable in tests) drives the 5-minute names cache.
        names: createEnsNameCache(ctx.storage, ctx.storage.now),
        log: ctx.log,
        debounceMs: options.suggestionsDebounceMs,
        onError: (error) => ctx.emit('error', { error, source: ctx.name }),
      })
      ctx.expose({ store, api } satisfies EnsPluginApi)
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
      // Names are EVM only: an EVM account's profile name is its first name (after the identity the evm
      // plugin asks first, when that has none).
      ctx.hook('profile', async ({ namespace, address, caipNetworkId }) => {
        if (namespace !== ENS_NAMESPACE) return undefined
        const name = await store.resolveName(address, caipNetworkId)
        return name === undefined ? undefined : { name }
      })
      // The account connected before this chunk loaded: ask its profile again, now with names.
      if (ctx.get((s) => s.accountOf(ENS_NAMESPACE).address) !== undefined) ctx.refreshProfile(ENS_NAMESPACE)
      return () => store.dispose()
    },
  })
}

/** What the names plugin exposes (`airlock.plugin('ens')`, `usePlugin('ens')`): its store and API client. */
export interface EnsPluginApi {
  /** The register view's search, the registration and its loading flag (observable). */
  readonly store: EnsStore
  /** The name endpoints on the instance's blockchain-data client. */
  readonly api: ReturnType<typeof createEnsApi>
}

/** The kernel's blockchain-data client; names need it, so without `endpoints.blockchainApi` setup fails clearly. */
function blockchainApi(ctx: Pick<PluginContext, 'service'>): BlockchainApiClient {
  const client = ctx.service('blockchainApi')
  if (!client) {
    throw new BaseError('The names plugin needs a blockchain-data API', {
      details: 'Set endpoints.blockchainApi in the createAirlock config.',
    })
  }
  return client
}

// The on-ramp plugin's lazy half: API client, purchase session, form controller, the Buy view, its texts and
// the "Buy" wallet-feature entry and the empty-wallet notice (taking the place of the declared ones).
import {
  type AirlockPlugin,
  BaseError,
  type BlockchainApiClient,
  definePlugin,
  type PluginContext,
} from '@airlock/kernel'
import { BUY_VIEW, ONRAMP_NAMESPACES } from '../constants'
import { buyFeature, type OnrampResolvedOptions } from '../onramp'
import { ONRAMP_TEXTS } from '../texts'
import { createOnrampApi, type OnrampApi } from './createOnrampApi'
import { ONRAMP_MESSAGES } from './messages'
import { OnrampController } from './OnrampController'
import { PurchaseSession } from './PurchaseSession'
import { BuyView } from './views/BuyView'
import { noFundsNotice } from './views/NoFundsNotice'

/** What the on-ramp exposes (`airlock.plugin('onramp')`, `usePlugin('onramp')`). */
export interface OnrampPluginApi {
  /** The Buy form's store and the purchase in progress (`controller.session.state`), observable. */
  readonly controller: OnrampController
  /** The on-ramp endpoints on the instance's blockchain-data client. */
  readonly api: OnrampApi
}

/** The real on-ramp plugin, set up when the Buy view or the "Buy" button first needs it. */
export function onrampPlugin(options: OnrampResolvedOptions): AirlockPlugin {
  return definePlugin({
    name: 'onramp',
    feature: 'onramp',
    setup(ctx) {
      const api = createOnrampApi(blockchainApi(ctx))
      const session = new PurchaseSession({
        api,
        storage: ctx.storage,
        historyPollMs: options.historyPollMs,
        window: typeof window === 'undefined' ? undefined : window,
        log: ctx.log,
        mobile: () => ctx.isMobile(),
        // The funds arrived: the balance shown on Account is reloaded now, not at its next refresh, and a
        // visitor looking at another view of the modal (a purchase followed after a reload) is told.
        onSuccess: () => {
          void ctx.refreshBalances({ force: true })
          const elsewhere = ctx.get((s) => s.modal.open && s.modal.view.view !== BUY_VIEW)
          if (elsewhere) ctx.notify(purchaseCompleteNotice(), 'success')
        },
      })
      const controller = new OnrampController({
        api,
        session,
        providers: options.providers,
        now: () => ctx.storage.now(),
      })
      ctx.expose({ controller, api } satisfies OnrampPluginApi)
      ctx.contribute('messages', ONRAMP_MESSAGES)
      ctx.registerView({
        id: BUY_VIEW,
        title: ONRAMP_TEXTS.buyTitle,
        needsAccount: ONRAMP_NAMESPACES,
        load: async () => BuyView,
      })
      ctx.addToSlot('walletFeatures', buyFeature)
      ctx.addToSlot('accountNotices', noFundsNotice)
      return () => session.dispose()
    },
  })
}

/** 'Purchase complete' in the visitor's locale (the snackbar shows a notice by its catalogue key). */
function purchaseCompleteNotice(): BaseError {
  return new BaseError(ONRAMP_TEXTS.purchaseComplete, {
    messageKey: { namespace: ONRAMP_MESSAGES.namespace, key: 'purchaseComplete' },
  })
}

/** The kernel's blockchain-data client: the on-ramp's endpoints live there, so without it setup fails clearly. */
function blockchainApi(ctx: Pick<PluginContext, 'service'>): BlockchainApiClient {
  const client = ctx.service('blockchainApi')
  if (!client) {
    throw new BaseError('The on-ramp plugin needs a blockchain-data API', {
      details: 'Set endpoints.blockchainApi in the createAirlock config.',
    })
  }
  return client
}

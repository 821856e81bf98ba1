// The swap plugin's lazy half: the convert API client (through extend()), the store and the execution
// (exposed as `airlock.plugin('swap')`), the views and Account's "Swap" button, the texts.
import { type AirlockPlugin, definePlugin, type WalletFeatureEntry } from '@airlock/kernel'
import { swapOfferedOn } from '../chains'
import {
  SWAP_FEATURE,
  SWAP_FEATURE_ORDER,
  SWAP_REVIEW_VIEW,
  SWAP_SELECT_TOKEN_VIEW,
  SWAP_VIEW,
  SWAP_WALLET_FEATURE,
} from '../constants'
import { SWAP_EN, SWAP_MESSAGES } from '../messages'
import type { SwapResolvedOptions } from '../swap'
import { createSwapApi, type SwapApi } from './createSwapApi'
import { SwapExecution } from './SwapExecution'
import { SwapStore } from './SwapStore'

/** What the swap plugin exposes (`airlock.plugin('swap')`, `usePlugin('swap')`). */
export interface SwapPluginApi {
  /** The form: tokens, sides, amount, live quote, review figures (observable). */
  readonly store: SwapStore
  /** The swap being executed: step, error, hash (observable); `run()` executes the current quote. */
  readonly execution: SwapExecution
  /** The convert endpoints on the instance's blockchain-data client. */
  readonly api: SwapApi
}

/** Account's "Swap" button: on an EVM account whose active chain is one of `chains` (spec §9). */
export function swapWalletFeature(chains?: readonly number[]): WalletFeatureEntry {
  return {
    id: SWAP_WALLET_FEATURE,
    label: SWAP_EN.swap,
    icon: 'swap',
    order: SWAP_FEATURE_ORDER,
    view: SWAP_VIEW,
    feature: SWAP_FEATURE,
    visible: (s) => swapOfferedOn(s, chains) && s.accountOf('eip155').address !== undefined,
  }
}

/**
 * The real swap plugin. Without `endpoints.blockchainApi` it offers nothing (no Swap button) and says
 * why in a development warning.
 */
export function swapPlugin(options: SwapResolvedOptions): AirlockPlugin {
  return definePlugin({
    name: 'swap',
    requires: ['evm'],
    setup(ctx) {
      const client = ctx.service('blockchainApi')
      if (!client) {
        ctx.log.warn(
          'swap: no Swap button: the swap needs the convert endpoints of a blockchain-data API; set endpoints.blockchainApi',
        )
        return undefined
      }
      const api = createSwapApi(client)
      const store = new SwapStore({ ctx, api, options })
      const execution = new SwapExecution({ ctx, api, store, unlimitedApproval: options.unlimitedApproval })
      ctx.expose({ store, execution, api } satisfies SwapPluginApi)
      ctx.contribute('messages', SWAP_MESSAGES)
      ctx.registerView({
        id: SWAP_VIEW,
        title: SWAP_EN.swap,
        load: () => import('./views/SwapView').then((m) => m.SwapView),
      })
      ctx.registerView({
        id: SWAP_SELECT_TOKEN_VIEW,
        title: SWAP_EN.selectToken,
        load: () => import('./views/SelectTokenView').then((m) => m.SelectTokenView),
      })
      ctx.registerView({
        id: SWAP_REVIEW_VIEW,
        title: SWAP_EN.reviewSwap,
        load: () => import('./views/ReviewSwapView').then((m) => m.ReviewSwapView),
      })
      ctx.addToSlot('walletFeatures', swapWalletFeature(options.chains))
      return () => store.dispose()
    },
  })
}

// The on-ramp plugin's eager half: a tiny descriptor that declares the Buy view, the "Buy" wallet-feature
// button and the `onramp` flag; everything else (client, controller, views, texts) loads in its own chunk.
import {
  type AirlockState,
  type LazyAirlockPlugin,
  type LazyPluginStorage,
  lazyPlugin,
  type WalletFeatureEntry,
} from '@airlock/kernel'
import {
  BUY_FEATURE,
  BUY_FEATURE_ORDER,
  BUY_VIEW,
  HISTORY_POLL_MS,
  ONRAMP_NAMESPACES,
  PURCHASE_KEY,
} from './constants'
import { ONRAMP_DECLARED_EN, ONRAMP_DECLARED_MESSAGES } from './declaredTexts'
import type { OnrampProviderInfo } from './schemas'
import './registry'

/** What `onramp()` accepts. */
export interface OnrampPluginOptions {
  /**
   * The providers to quote when the options endpoint names none (or fails); by default the endpoint's
   * `providers`. Ids are the provider ids the integrator's API knows.
   */
  providers?: readonly Pick<OnrampProviderInfo, 'id' | 'name'>[]
  /** How often a purchase is followed through history, in ms (default 2000, at least 250). */
  historyPollMs?: number
}

/** `onramp()` options after defaults. */
export interface OnrampResolvedOptions {
  providers: readonly Pick<OnrampProviderInfo, 'id' | 'name'>[] | undefined
  historyPollMs: number
}

/** Checks and completes `onramp()`'s options; a bad field throws a TypeError naming it. */
export function resolveOnrampPluginOptions(options: OnrampPluginOptions = {}): OnrampResolvedOptions {
  const { providers, historyPollMs = HISTORY_POLL_MS } = options
  if (!Number.isFinite(historyPollMs) || historyPollMs < 250)
    throw new TypeError('onramp(): historyPollMs must be at least 250 (ms)')
  if (providers !== undefined) {
    const ok =
      Array.isArray(providers) &&
      providers.every((p) => typeof p?.id === 'string' && p.id !== '' && typeof p.name === 'string')
    if (!ok) throw new TypeError('onramp(): providers must be [{ id, name }]')
  }
  return { providers, historyPollMs }
}

/**
 * Whether "Buy" shows: an account is connected on a namespace the on-ramp sells on, and the instance has a
 * blockchain-data API (the on-ramp's endpoints live there; without it nothing could be asked).
 */
export function canBuy(state: AirlockState): boolean {
  return (
    state.account.address !== undefined &&
    ONRAMP_NAMESPACES.includes(state.network.activeNamespace) &&
    state.hasService('blockchainApi')
  )
}

/**
 * Whether the plugin's code loads without the Buy view: a purchase an earlier page left unfinished (its record
 * is kept only while the purchase is followed) is followed again as soon as "Buy" could show, so the funds'
 * arrival is seen and the balance reloaded whether or not the visitor opens Buy; and an empty wallet
 * gets the plugin's Account notice offering "Buy" (see `hasNoFunds`).
 */
export function followsStoredPurchase(state: AirlockState, storage: LazyPluginStorage): boolean {
  // An empty wallet as `hasNoFunds` reads it (a balance not loaded yet, undefined, reads NaN: not zero).
  return canBuy(state) && (storage.has(PURCHASE_KEY) || Number(state.account.balance) === 0)
}

/** The Account view's "Buy" button (first wallet feature), opening the Buy view. */
export const buyFeature: WalletFeatureEntry = {
  id: BUY_FEATURE,
  label: ONRAMP_DECLARED_EN.buyAction,
  icon: 'plus',
  order: BUY_FEATURE_ORDER,
  view: BUY_VIEW,
  feature: 'onramp',
  visible: canBuy,
}

/**
 * The on-ramp plugin: "Buy" on the Account view (first of the wallet features, only with a connected account
 * and `endpoints.blockchainApi`), the Buy form with the payment method's limits checked before any provider is
 * asked, both providers' quotes ranked by what arrives, the provider's checkout in a popup and the purchase
 * followed until the funds arrive (after a reload too); an empty wallet is offered "Buy" on Account. The
 * Buy view needs an account on EVM or Solana: the host opening it (`airlock.open(BUY_VIEW)`) for a visitor
 * not connected yet shows Connect first, then Buy once they connect. Its code loads when the Buy view first
 * opens, when the empty-wallet notice shows, or at start-up when an unfinished purchase is stored.
 *
 * @example
 * createAirlock({ …, endpoints: { blockchainApi: 'https://api.example' }, plugins: [evm({ networks }), onramp()] })
 */
export function onramp(options: OnrampPluginOptions = {}): LazyAirlockPlugin {
  const resolved = resolveOnrampPluginOptions(options)
  return lazyPlugin('onramp', () => import('./lazy/onrampPlugin').then((m) => m.onrampPlugin(resolved)), {
    features: { onramp: true },
    feature: 'onramp',
    views: [{ id: BUY_VIEW, title: ONRAMP_DECLARED_EN.buyTitle, needsAccount: ONRAMP_NAMESPACES }],
    slots: [{ slot: 'walletFeatures', entry: buyFeature }],
    messages: ONRAMP_DECLARED_MESSAGES,
    loadWhen: followsStoredPurchase,
  })
}

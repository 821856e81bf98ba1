import { action, computed, makeObservable, observableRef } from 'mobx'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import {
  type ConnectMethod,
  type Features,
  type FeaturesInput,
  featuresSchema,
  type WalletFeature,
} from '../config/featuresSchema'
import { DEFAULT_CONNECT_METHOD_ORDER, WALLET_FIRST_CONNECT_METHOD_ORDER } from '../format/constants'

/** Options and feature flags (observable; the sandbox changes features live). */
export class OptionsStore {
  /** The validated options. */
  readonly options: AirlockOptions
  /** Current feature flags. */
  features: Features

  constructor(
    options: AirlockOptions,
    private readonly hasVisibleWallet: () => boolean,
  ) {
    this.options = options
    this.features = options.features
    makeObservable(this, {
      features: observableRef,
      connectMethodsOrder: computed,
      walletFeatures: computed,
      setFeatures: action,
    })
  }

  /** Is a boolean feature on? */
  isEnabled(flag: keyof Features): boolean {
    return this.features[flag] === true
  }

  /**
   * Connect-method order: the configured one, else email, social, wallet — or wallet, email, social
   * when an injected or announced wallet is visible (spec §2).
   */
  get connectMethodsOrder(): readonly ConnectMethod[] {
    if (this.features.connectMethodsOrder) return this.features.connectMethodsOrder
    return this.hasVisibleWallet() ? WALLET_FIRST_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER
  }

  /** Wallet features in order (on-ramp, swaps, receive, send by default), only those enabled. */
  get walletFeatures(): readonly WalletFeature[] {
    return this.features.walletFeaturesOrder.filter((f) => this.features[f])
  }

  /** Changes some feature flags (validated). */
  setFeatures(features: FeaturesInput): void {
    this.features = featuresSchema.parse({ ...this.features, ...features })
  }
}

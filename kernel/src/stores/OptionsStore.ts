import { action, computed, makeObservable, observableRef } from 'mobx'
import type { AirlockOptions } from '../config/airlockConfigSchema'
import {
  type FeatureDeclarations,
  type Features,
  type FeaturesInput,
  KERNEL_FEATURES,
  resolveFeatures,
} from '../config/features'
import { InvalidConfigError } from '../config/InvalidConfigError'
import { DEFAULT_CONNECT_METHOD_ORDER, WALLET_FIRST_CONNECT_METHOD_ORDER } from '../format/constants'

/** Options and feature flags (observable; the sandbox changes features live). */
export class OptionsStore {
  /** The validated options. */
  readonly options: AirlockOptions
  /** Current feature flags (declared flags with defaults, plus undeclared ones as given). */
  features: Features
  private readonly declarations: FeatureDeclarations

  constructor(
    options: AirlockOptions,
    private readonly hasVisibleWallet: () => boolean,
    declarations: FeatureDeclarations = KERNEL_FEATURES,
  ) {
    this.options = options
    this.declarations = declarations
    this.features = this.resolve(options.features as unknown as Record<string, unknown>)
    makeObservable(this, {
      features: observableRef,
      connectMethodsOrder: computed,
      setFeatures: action,
    })
  }

  /** Is a boolean feature on? (An undeclared flag is on only when the host set it to true.) */
  isEnabled(flag: string): boolean {
    return (this.features as unknown as Record<string, unknown>)[flag] === true
  }

  /**
   * Connect-method order: the configured one, else email, social, wallet — or wallet, email, social
   * when an injected or announced wallet is visible (spec §2).
   */
  get connectMethodsOrder(): readonly string[] {
    if (this.features.connectMethodsOrder) return this.features.connectMethodsOrder
    return this.hasVisibleWallet() ? WALLET_FIRST_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER
  }

  /** Changes some feature flags (checked against the declarations; a bad one throws InvalidConfigError). */
  setFeatures(features: FeaturesInput): void {
    this.features = this.resolve({ ...(this.features as unknown as Record<string, unknown>), ...features })
  }

  private resolve(input: Readonly<Record<string, unknown>>): Features {
    const { features, issues } = resolveFeatures(input, this.declarations)
    if (issues.length > 0) {
      throw new InvalidConfigError(issues.map((i) => ({ path: `features.${i.flag}`, message: i.message })))
    }
    return Object.freeze(features)
  }
}

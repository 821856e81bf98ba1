import * as z from 'zod/mini'
import {
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
} from '../format/constants'

/** A connect method of the Connect view. */
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number]

/** A wallet feature button of the Account view. */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/** A boolean flag with its default. */
const flag = (value: boolean) => z._default(z.boolean(), value)
const connectMethod = z.enum(DEFAULT_CONNECT_METHOD_ORDER)
const walletFeature = z.enum(DEFAULT_WALLET_FEATURES_ORDER)

/** Zod schema of the feature flags; every default is spec §9's. */
export const featuresSchema = z.object({
  swaps: flag(DEFAULT_FEATURES.swaps),
  onramp: flag(DEFAULT_FEATURES.onramp),
  receive: flag(DEFAULT_FEATURES.receive),
  send: flag(DEFAULT_FEATURES.send),
  email: flag(DEFAULT_FEATURES.email),
  history: flag(DEFAULT_FEATURES.history),
  analytics: flag(DEFAULT_FEATURES.analytics),
  allWallets: flag(DEFAULT_FEATURES.allWallets),
  legalCheckbox: flag(DEFAULT_FEATURES.legalCheckbox),
  smartSessions: flag(DEFAULT_FEATURES.smartSessions),
  collapseWallets: flag(DEFAULT_FEATURES.collapseWallets),
  /** Social logins in display order, or false for none. */
  socials: z._default(z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))]), () => [
    ...DEFAULT_SOCIALS,
  ]),
  /** Fixed connect-method order; when absent the visible-wallet rule applies. */
  connectMethodsOrder: z.optional(z.array(connectMethod).check(z.minLength(1))),
  walletFeaturesOrder: z._default(z.array(walletFeature), () => [...DEFAULT_WALLET_FEATURES_ORDER]),
})

/** Feature flags as given by the host (every field optional). */
export type FeaturesInput = z.input<typeof featuresSchema>

/** Feature flags after defaults. */
export type Features = z.output<typeof featuresSchema>

/** A boolean feature flag a plugin can be gated on. */
export type FeatureFlag = { [K in keyof Features]-?: Features[K] extends boolean ? K : never }[keyof Features]

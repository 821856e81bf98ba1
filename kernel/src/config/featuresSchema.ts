import { z } from 'zod'
import {
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  WALLET_FIRST_CONNECT_METHOD_ORDER,
} from '../format/constants'

/** A connect method of the Connect view. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** A wallet feature button of the Account view. */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Connect-method order when no injected or announced wallet is visible (spec §2). */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = DEFAULT_CONNECT_METHOD_ORDER

/** Connect-method order when an injected or announced wallet is visible (spec §2). */
export const WALLET_FIRST_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = WALLET_FIRST_CONNECT_METHOD_ORDER

const connectMethod = z.enum(['email', 'social', 'wallet'])
const walletFeature = z.enum(['onramp', 'swaps', 'receive', 'send'])

/** Zod schema of the feature flags; every default is spec §9's. */
export const featuresSchema = z.object({
  swaps: z.boolean().default(DEFAULT_FEATURES.swaps),
  onramp: z.boolean().default(DEFAULT_FEATURES.onramp),
  receive: z.boolean().default(DEFAULT_FEATURES.receive),
  send: z.boolean().default(DEFAULT_FEATURES.send),
  email: z.boolean().default(DEFAULT_FEATURES.email),
  history: z.boolean().default(DEFAULT_FEATURES.history),
  analytics: z.boolean().default(DEFAULT_FEATURES.analytics),
  allWallets: z.boolean().default(DEFAULT_FEATURES.allWallets),
  legalCheckbox: z.boolean().default(DEFAULT_FEATURES.legalCheckbox),
  smartSessions: z.boolean().default(DEFAULT_FEATURES.smartSessions),
  collapseWallets: z.boolean().default(DEFAULT_FEATURES.collapseWallets),
  /** Social logins in display order, or false for none. */
  socials: z.union([z.literal(false), z.array(z.enum(DEFAULT_SOCIALS))]).default(() => [...DEFAULT_SOCIALS]),
  /** Fixed connect-method order; when absent the visible-wallet rule applies. */
  connectMethodsOrder: z.array(connectMethod).min(1).optional(),
  walletFeaturesOrder: z.array(walletFeature).default(() => [...DEFAULT_WALLET_FEATURES_ORDER]),
})

/** Feature flags as given by the host (every field optional). */
export type FeaturesInput = z.input<typeof featuresSchema>

/** Feature flags after defaults. */
export type Features = z.output<typeof featuresSchema>

/** A boolean feature flag a plugin can be gated on. */
export type FeatureFlag = { [K in keyof Features]-?: Features[K] extends boolean ? K : never }[keyof Features]

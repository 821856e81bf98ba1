// Type registrations of @airlock/email-social: its views, feature flags, connector kind and API.
import type { ApproveTransactionParams, OtpViewParams } from './constants'
import type { EmailSocialHandle } from './handle'
import type { EmbeddedAccountData } from './runtime/embeddedAccount'

declare module '@airlock/kernel' {
  interface ConnectorTypes {
    /** The embedded wallet behind email and social login (the secure frame). */
    AUTH: true
  }
  interface AccountData {
    /** The frame's user on an embedded-wallet account (spec §3: user, smartAccountDeployed). */
    'email-social': EmbeddedAccountData
  }
  interface PluginApis {
    /** The plugin's handle: loads the runtime and the frame, or the runtime once loaded. */
    'email-social': EmailSocialHandle
  }
  interface ViewRegistry {
    /** The code sent to `email`: six digits, resend with the 30 s cooldown. */
    'email-social/otp': OtpViewParams
    /** Change the login email: new address, code to the old one, code to the new one. */
    'email-social/update-email': undefined
    /** The embedded wallet's EVM account type: the smart account switch, or the spec's notice where there is none. */
    'email-social/account-type': undefined
    /** "Other social": every social login the `socials` flag offers. */
    'email-social/socials': undefined
    /** The spec's ConnectingFarcaster view: a QR code and a link to the Farcaster app (spec §4). */
    ConnectingFarcaster: undefined
    /** The spec's ApproveTransaction view: it only lays out the secure frame, whose own view asks. */
    ApproveTransaction: ApproveTransactionParams
  }
  interface FeatureFlags {
    /** Email login through the secure frame (spec §9: on by default). */
    email: boolean
    /** Social logins offered, in order (spec §9 default list); an empty list hides the social block. Farcaster opens ConnectingFarcaster. */
    socials: readonly SocialProvider[]
  }
}

/** The social logins the spec names. */
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

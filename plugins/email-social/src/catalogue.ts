// The email-social plugin's message catalogue: English here (also the error classes' texts, ./errors),
// Spanish and Arabic as their own chunks loaded only when chosen. Data only: the runtime and the errors
// import it without React; views read it through `useEmailSocialMessages()` (./messages).
import type { PluginMessages } from '@airlock/kernel'
import { EMAIL_SOCIAL_DECLARED_EN } from './declaredTexts'

/** English texts of `@airlock/email-social`. */
export const EMAIL_SOCIAL_EN = {
  ...EMAIL_SOCIAL_DECLARED_EN,
  confirmEmail: 'Confirm email',
  updateEmail: 'Update email',
  /** The Account row and view of the embedded wallet's EVM account type (spec §3 preferredAccountType). */
  accountType: 'Account type',
  email: 'Email',
  continue: 'Continue',
  invalidEmail: 'Enter a valid email address',
  codeSentTo: 'Enter the code sent to',
  resendCode: 'Resend code',
  newCodeSent: 'A new code is on its way',
  newEmail: 'New email',
  newEmailPrompt: 'Enter your new email address',
  /** Followed by the new address. */
  emailIsNow: 'Your email is now',
  done: 'Done',
  /** A social login button; `provider` is the provider's name (Google, GitHub…). */
  continueWith: 'Continue with {provider}',
  /** Under the QR code of ConnectingFarcaster. */
  farcasterScan: 'Scan this QR code with your phone, or open the link on this device',
  /** The QR code's accessible name. */
  farcasterQr: 'QR code to sign in with Farcaster',
  /** The link to the Farcaster app. */
  openFarcaster: 'Open Farcaster',
  /** The switch between the smart account (on) and the signer's own account (off). */
  useSmartAccount: 'Use smart account',
  smartAccount: 'Smart account',
  signerAccount: 'Signer (EOA)',
  // Errors (spec §6), thrown as the plugin's error classes (./errors) with these texts.
  authInitializationProblem: 'A problem occurred while trying initialize authentication',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  frameErrorWithoutMessage: 'An error occurred',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  tryAgainAfter: 'Please try again after {seconds} seconds',
} as const

/** Every text the plugin shows, by key. */
export type EmailSocialMessages = { readonly [K in keyof typeof EMAIL_SOCIAL_EN]: string }

/** The plugin's catalogue (contributed as `'messages'` when its first connect block or its runtime loads). */
export const EMAIL_SOCIAL_MESSAGES: PluginMessages<typeof EMAIL_SOCIAL_EN> = {
  namespace: 'email-social',
  en: EMAIL_SOCIAL_EN,
  locales: { es: () => import('./i18n/es'), ar: () => import('./i18n/ar') },
}

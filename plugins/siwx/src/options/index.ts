// @airlock/siwx/options: the sign-in options' rules and AppKit's siweConfig adapter, apart from the
// plugin's entry (which an app loads with its page: these load with the sign-in flow).
export {
  resolveSiwxConfig,
  type SignInBlocker,
  type SignInState,
  signInBlocker,
} from './checkSiwxOptions'
export {
  SiweConfigError,
  type SiwxFromSiweConfigOptions,
  siwxFromSiweConfig,
} from './siwxFromSiweConfig'

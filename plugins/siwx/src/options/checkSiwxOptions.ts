import { checkSiwxOptions, type SiwxOptionsInput } from './checkSiwxConflict'

export {
  checkSiwxOptions,
  SIWX_OPTIONS_CONFLICT_TEXT,
  SiwxOptionsConflictError,
  type SiwxOptionsInput,
} from './checkSiwxConflict'

import { type SiwxFromSiweConfigOptions, siwxFromSiweConfig } from './siwxFromSiweConfig'
import type { SiwxConfig } from './types'

/**
 * The sign-in config in effect: `siwx`, or an adapted `siweConfig` (none when it says `enabled: false`),
 * or undefined when sign-in is off. Throws {@link SiwxOptionsConflictError} when both are given.
 *
 * @example
 * const config = resolveSiwxConfig({ siweConfig }) // a SiwxConfig over the app's SIWE backend
 */
export function resolveSiwxConfig(
  options: SiwxOptionsInput,
  adapter: SiwxFromSiweConfigOptions = {},
): SiwxConfig | undefined {
  checkSiwxOptions(options)
  if (options.siwx) return options.siwx
  const siwe = options.siweConfig
  if (!siwe) return undefined
  const enabled =
    'options' in siwe && siwe.options ? siwe.options.enabled : (siwe as { enabled?: boolean }).enabled
  return enabled === false ? undefined : siwxFromSiweConfig(siwe, adapter)
}

/** What sign-in needs (spec §5): the feature on, an active address and network, a connection client. */
export interface SignInState {
  config: SiwxConfig | undefined
  address: string | undefined
  chainId: string | undefined
  hasConnectionClient: boolean
}

/** Why sign-in cannot start now: the first missing precondition. */
export type SignInBlocker = 'disabled' | 'no-address' | 'no-network' | 'no-client' | 'namespace-not-handled'

/**
 * The first reason sign-in cannot start in this state, or undefined when it can (spec §5: sign-in
 * requires sign-in enabled, an active address and network, and a connection client).
 *
 * @example
 * if (signInBlocker({ config, address, chainId, hasConnectionClient: true }) === undefined) showSignIn()
 */
export function signInBlocker(state: SignInState): SignInBlocker | undefined {
  if (!state.config) return 'disabled'
  if (!state.address) return 'no-address'
  if (!state.chainId) return 'no-network'
  if (!state.hasConnectionClient) return 'no-client'
  const namespace = state.chainId.slice(0, state.chainId.indexOf(':'))
  const handled = state.config.namespaces
  if (handled && !handled.includes(namespace as never)) return 'namespace-not-handled'
  return undefined
}

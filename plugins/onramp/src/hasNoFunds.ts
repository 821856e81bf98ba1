// When the Account view offers "Buy" in a notice: an empty wallet.
import type { AirlockState } from '@airlock/kernel'
import { canBuy } from './onramp'

/**
 * Whether the Account view offers "Buy" in a notice: "Buy" could show and the active account's native
 * balance is known to be zero (not while it loads, not when it is above zero).
 */
export function hasNoFunds(state: AirlockState): boolean {
  // A balance not loaded yet (undefined) reads NaN: not zero.
  return Number(state.account.balance) === 0 && canBuy(state)
}

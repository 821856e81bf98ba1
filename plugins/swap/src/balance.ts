// The insufficient-balance rule (spec §5): the source amount above its balance, or the native token
// unable to cover gas (plus the amount itself when the source is native). Smart accounts are exempt from
// the gas check (their gas may be sponsored or paid by the account's own logic).
import { type InsufficientBalanceReason, SwapInsufficientBalanceError } from './errors'

/** What the balance check needs, all in base units. */
export interface BalanceCheck {
  /** The source amount. */
  amount: bigint
  /** The visitor's balance of the source token. */
  sourceBalance: bigint
  /** Whether the source is the chain's native token. */
  sourceIsNative: boolean
  /** The visitor's native balance. */
  nativeBalance: bigint
  /** gas × gas price of the swap (and of the approval before it, when there is one). */
  networkCost: bigint
  /** 'smartAccount' skips the gas check. */
  accountType: 'eoa' | 'smartAccount'
}

/**
 * Why the swap is not affordable, or undefined when it is: 'amount' when the source amount exceeds its
 * balance, 'gas' when the native balance cannot pay the network cost (on top of the amount for a native
 * source); smart accounts are never refused for gas.
 *
 * @example
 * insufficientBalance({ amount: 5n, sourceBalance: 4n, … }) // 'amount'
 */
export function insufficientBalance(check: BalanceCheck): InsufficientBalanceReason | undefined {
  if (check.amount > check.sourceBalance) return 'amount'
  if (check.accountType === 'smartAccount') return undefined
  const nativeNeeded = check.networkCost + (check.sourceIsNative ? check.amount : 0n)
  if (check.nativeBalance === 0n || nativeNeeded > check.nativeBalance) return 'gas'
  return undefined
}

/** Throws SwapInsufficientBalanceError ('Insufficient balance') when `insufficientBalance` finds a reason. */
export function assertSufficientBalance(check: BalanceCheck): void {
  const reason = insufficientBalance(check)
  if (reason) throw new SwapInsufficientBalanceError(reason)
}

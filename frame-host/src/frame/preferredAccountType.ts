// The visitor's preferred EVM account type (spec §3 `preferredAccountType`), kept in the frame's own
// storage per signed-in key, so a reload (or another tab of the same app) uses the same account.
import type { ConnectedUser } from '../protocol/user'

/** An account type: 'eoa' (the key's own account) or 'smartAccount'. */
export type AccountType = NonNullable<ConnectedUser['preferredAccountType']>

/** Prefix of the frame's storage key; the owner key's address (lowercase) follows it. */
export const PREFERRED_ACCOUNT_TYPE_KEY = '@airlock/frame/preferredAccountType/'

/** The spec's default EVM account type (§9 "Default account types: EVM smart account"). */
export const DEFAULT_EVM_ACCOUNT_TYPE: AccountType = 'smartAccount'

const memory = new Map<string, AccountType>()

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined // storage blocked (third-party frame with storage off): memory only
  }
}

/**
 * The preferred EVM account type of the wallet whose key is `owner`: what the visitor chose last, else
 * the spec's default (the smart account).
 *
 * @example
 * preferredAccountType('0xabc…') // 'smartAccount' until the visitor switches to the EOA
 */
export function preferredAccountType(owner: string): AccountType {
  const key = PREFERRED_ACCOUNT_TYPE_KEY + owner.toLowerCase()
  let stored: string | null | undefined
  try {
    stored = storage()?.getItem(key)
  } catch {
    stored = undefined
  }
  const value = stored ?? memory.get(key)
  return value === 'eoa' || value === 'smartAccount' ? value : DEFAULT_EVM_ACCOUNT_TYPE
}

/**
 * Remembers `type` as the preferred EVM account type of `owner`'s wallet.
 *
 * @example
 * setPreferredAccountType('0xabc…', 'eoa')
 */
export function setPreferredAccountType(owner: string, type: AccountType): void {
  const key = PREFERRED_ACCOUNT_TYPE_KEY + owner.toLowerCase()
  memory.set(key, type)
  try {
    storage()?.setItem(key, type)
  } catch {
    // storage full or blocked: the choice lasts for this page
  }
}

// The visitor's preferred EVM account type of the embedded wallet (spec §3 `preferredAccountType`: the
// smart account by default where the frame host enables one, or the key's own EOA), kept in the plugin's
// storage (`@airlock/email-social/preferredAccountType`) so a reload restores it even where the browser
// keeps no storage for the third-party frame.
import type { ConnectedUser } from '@airlock/frame-host/protocol'
import type { PluginStorage } from '@airlock/kernel'
import * as z from 'zod/mini'

/** The plugin's storage key of the preferred account type. */
export const PREFERRED_ACCOUNT_TYPE_KEY = 'preferredAccountType'

/** An embedded-wallet account type. */
export type EmbeddedAccountType = NonNullable<ConnectedUser['preferredAccountType']>

const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/**
 * The account type the visitor chose last on this device, if any.
 *
 * @example
 * storedAccountType(ctx.storage) // 'eoa' after the visitor switched to the EOA
 */
export function storedAccountType(storage: PluginStorage): EmbeddedAccountType | undefined {
  return storage.get(PREFERRED_ACCOUNT_TYPE_KEY, accountTypeSchema)
}

/**
 * Remembers the visitor's choice.
 *
 * @example
 * rememberAccountType(ctx.storage, 'eoa')
 */
export function rememberAccountType(storage: PluginStorage, type: EmbeddedAccountType): void {
  storage.set(PREFERRED_ACCOUNT_TYPE_KEY, type)
}

/**
 * The type to ask the frame for after a (re)connect: the remembered one when the frame reports another
 * and the user has an account of the remembered type on this chain; otherwise undefined (nothing to do).
 *
 * @example
 * accountTypeToRestore(user, 'eoa') // 'eoa' when the frame defaulted to the smart account
 */
export function accountTypeToRestore(
  user: Pick<ConnectedUser, 'accounts' | 'preferredAccountType'>,
  stored: EmbeddedAccountType | undefined,
): EmbeddedAccountType | undefined {
  if (!stored || user.preferredAccountType === undefined || user.preferredAccountType === stored)
    return undefined
  return user.accounts.some((a) => a.type === stored) ? stored : undefined
}

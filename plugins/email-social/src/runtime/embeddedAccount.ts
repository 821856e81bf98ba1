// What the frame's connected user (spec §3) gives the account state: the account list with its types and
// the preferred type (kernel fields, through the connector's `accountsOf`), and the user and whether the
// smart account is deployed (this plugin's `account.data['email-social']`).
import type { ConnectedUser } from '@airlock/frame-host/protocol'
import type { ChainNamespace, ConnectorAccounts, PluginContext, Profile } from '@airlock/kernel'
import { EMBEDDED_CONNECTOR_ID } from '../constants'

/** The plugin's data on an embedded-wallet account: `account.data['email-social']`. */
export interface EmbeddedAccountData {
  /** The signed-in user: the login email (null when the login has none) and user name, when known. */
  readonly user: { readonly email: string | null; readonly userName?: string }
  /** The social login's provider (spec §3 `socialProvider`); absent for an email login. */
  readonly socialProvider?: NonNullable<ConnectedUser['socialProvider']>
  /** Whether the smart account is deployed (spec §3), when the frame says. */
  readonly smartAccountDeployed?: boolean
}

/** The namespace of a frame chain id (`eip155:1`, `solana:…`, or an EVM chain id as a number). */
function namespaceOf(chainId: string | number): string {
  return typeof chainId === 'number' ? 'eip155' : (chainId.split(':')[0] ?? '')
}

/**
 * The account list and preferred type the frame reports for `namespace` (its accounts belong to the
 * chain it reports them on), or undefined for another namespace or an empty list.
 *
 * @example
 * embeddedAccounts(user, 'eip155') // { accounts: [{ address: '0x…', type: 'smartAccount' }, …], accountType: 'smartAccount' }
 */
export function embeddedAccounts(
  user: ConnectedUser | undefined,
  namespace: ChainNamespace,
): ConnectorAccounts | undefined {
  if (!user || namespaceOf(user.chainId) !== namespace || user.accounts.length === 0) return undefined
  const accountType =
    user.preferredAccountType ?? user.accounts.find((a) => a.address === user.address)?.type ?? undefined
  return {
    accounts: user.accounts.map((a) => ({ address: a.address, type: a.type })),
    ...(accountType ? { accountType } : {}),
  }
}

/**
 * The plugin's account data for the frame's user.
 *
 * @example
 * ctx.setAccountData('eip155', embeddedAccountData(user))
 */
export function embeddedAccountData(user: ConnectedUser): EmbeddedAccountData {
  return {
    user: { email: user.email ?? null, ...(user.userName !== undefined ? { userName: user.userName } : {}) },
    ...(user.socialProvider !== undefined ? { socialProvider: user.socialProvider } : {}),
    ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
  }
}

/**
 * The profile a social login gives its account (the `profile` hook's answer): the provider's user name,
 * which Account shows in place of the shortened address. Undefined for an email login or a user with no
 * user name (the address is shown).
 *
 * @example
 * embeddedProfile({ socialProvider: 'github', userName: 'grace_hopper', … }) // { name: 'grace_hopper' }
 */
export function embeddedProfile(user: ConnectedUser | undefined): Profile | undefined {
  if (!user?.socialProvider || !user.userName) return undefined
  return { name: user.userName }
}

/**
 * Writes the frame's user to `account.data['email-social']` of every namespace connected through the
 * embedded wallet.
 *
 * @example
 * publishEmbeddedAccountData(ctx, user)
 */
export function publishEmbeddedAccountData(ctx: PluginContext, user: ConnectedUser): void {
  const namespaces = ctx.get((s) =>
    s.connection.connectedNamespaces.filter((n) => s.connection.connectorIdOf(n) === EMBEDDED_CONNECTOR_ID),
  )
  for (const namespace of namespaces) ctx.setAccountData(namespace, embeddedAccountData(user))
}

// WalletConnect one-click sign-in, the lazy part: the fields a pairing asks the wallet to sign (the
// config's message for the pairing's first chain, made before the account is known), and the session of
// a signature the wallet gave, verified by the config (the server) as any sign-in. Only namespaces whose
// message has the EIP-4361 layout take part (what CAIP-222 wallets sign); which ones is the message
// profile's business, not a chain's name.
import { NAMESPACE_PROFILES } from '../message/namespaceProfiles'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxNamespace } from '../message/types'
import { isCaip2, namespaceOf } from '../message/validateSiwxData'
import type { SiwxConfig, SiwxSession } from '../options/types'
import type { OneClickInbox, WalletConnectAuthRequest } from '../plugin/oneClick'

/**
 * The sign-in fields for a one-click pairing on `chains` (the first is the network to connect on), or
 * undefined when that chain's namespace is not signed in this way or by this config.
 */
export async function oneClickFields(
  config: SiwxConfig | undefined,
  chains: readonly string[],
): Promise<WalletConnectAuthRequest | undefined> {
  const chainId = chains[0]
  if (!config || !chainId || !isCaip2(chainId)) return undefined
  const namespace = namespaceOf(chainId) as SiwxNamespace
  const profile = NAMESPACE_PROFILES[namespace]
  if (profile?.layout !== 'eip4361') return undefined
  if (config.namespaces && !config.namespaces.includes(namespace)) return undefined
  const message = await config.createMessage({ accountAddress: profile.placeholderAddress, chainId })
  return {
    domain: message.domain,
    uri: message.uri,
    nonce: message.nonce,
    ...(message.statement !== undefined ? { statement: message.statement } : {}),
    ...(message.expirationTime !== undefined ? { expirationTime: message.expirationTime } : {}),
    ...(message.notBefore !== undefined ? { notBefore: message.notBefore } : {}),
    ...(message.resources !== undefined ? { resources: [...message.resources] } : {}),
  }
}

/**
 * Takes from the inbox the signature of this account (`key(chainId, address)` equal to `wanted`) and
 * empties it: a one-click signature serves the connect it came with, once.
 */
export function takeOneClick(
  inbox: OneClickInbox,
  wanted: string,
  key: (account: { caipNetworkId: string; address: string }) => string,
): OneClickInbox[number] | undefined {
  const found = inbox.find((auth) => {
    const at = auth.account.lastIndexOf(':')
    return key({ caipNetworkId: auth.account.slice(0, at), address: auth.account.slice(at + 1) }) === wanted
  })
  inbox.length = 0
  return found
}

/**
 * The session of a one-click signature: the message read strictly (its ReCap included), then verified and
 * kept by the config (the server refuses what it would refuse of any sign-in). Throws what either throws.
 */
export async function oneClickSession(
  config: SiwxConfig,
  signed: OneClickInbox[number],
): Promise<SiwxSession> {
  const data = parseSiwxMessage(signed.message)
  const session: SiwxSession = { data, message: signed.message, signature: signed.signature }
  await config.addSession(session)
  return session
}

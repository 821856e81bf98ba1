import { type CreateClientArgs, createWalletClient } from '@farcaster/auth-client'
import { createPublicClient, http } from 'viem'
import { type DevnetFarcasterUser, farcasterUser } from './farcasterUsers'

/** A sign-in request as the `farcaster://connect?…` URL carries it. */
export interface SignInRequest {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

/** Reads a `farcaster://connect?channelToken=…&nonce=…&siweUri=…&domain=…` URL; throws when a part is missing. */
export function parseConnectUrl(uri: string): SignInRequest {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw new Error('Not a farcaster://connect URL')
  }
  if (url.protocol !== 'farcaster:' || !/^\/*connect$/.test(url.host + url.pathname))
    throw new Error('Not a farcaster://connect URL')
  const get = (name: string) => url.searchParams.get(name) ?? undefined
  const channelToken = get('channelToken')
  const nonce = get('nonce')
  const siweUri = get('siweUri')
  const domain = get('domain')
  if (!channelToken || !nonce || !siweUri || !domain)
    throw new Error('The URL lacks channelToken, nonce, siweUri or domain')
  const notBefore = get('notBefore')
  const expirationTime = get('expirationTime')
  const requestId = get('requestId')
  return {
    channelToken,
    nonce,
    siweUri,
    domain,
    ...(notBefore ? { notBefore } : {}),
    ...(expirationTime ? { expirationTime } : {}),
    ...(requestId ? { requestId } : {}),
  }
}

/** Hostile variants of a signature, for tests of the verifying side. */
export interface SignInTampering {
  /** Sign for this domain instead of the request's. */
  domain?: string
  /** Put this fid in the message (signed with the user's own custody key, which does not own it). */
  messageFid?: number
}

/** A signed Sign In With Farcaster answer, ready for the relay's authenticate call. */
export interface SignedSignIn {
  message: string
  signature: `0x${string}`
  fid: number
  username: string
  displayName: string
  pfpUrl: string
  bio: string
  custody: string
}

/**
 * Signs a sign-in request as a Farcaster app does: the FIP-11 message (EIP-4361 with statement 'Farcaster
 * Auth', chain id 10 and the `farcaster://fid/<fid>` resource) built by `@farcaster/auth-client`, signed
 * with the user's custody key (EIP-191).
 * @example
 * const signed = await signSignInRequest(parseConnectUrl(url), 'ada')
 */
export async function signSignInRequest(
  request: SignInRequest,
  who: DevnetFarcasterUser | number | string,
  tampering: SignInTampering = {},
): Promise<SignedSignIn> {
  const user = typeof who === 'object' ? who : farcasterUser(who)
  if (!user) throw new Error(`No devnet Farcaster user ${String(who)}`)
  const fid = tampering.messageFid ?? user.fid
  const client = createWalletClient({ relay: 'http://127.0.0.1:1', ethereum: unusedConnector })
  const { message } = client.buildSignInMessage({
    address: user.custody,
    fid,
    uri: request.siweUri,
    domain: tampering.domain ?? request.domain,
    nonce: request.nonce,
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
  })
  // Loaded on first signature: viem/accounts costs start-up time the rest of the devnet never pays.
  const { privateKeyToAccount } = await import('viem/accounts')
  const signature = await privateKeyToAccount(user.custodyKey).signMessage({ message })
  return {
    message,
    signature,
    fid,
    username: user.username,
    displayName: user.displayName,
    pfpUrl: user.pfpUrl,
    bio: user.bio,
    custody: user.custody,
  }
}

/** The wallet side never reads the chain: building and signing a message needs no connector. */
const unusedConnector: CreateClientArgs['ethereum'] = {
  getFid: () => Promise.reject(new Error('not used by the signing side')),
  isValidAuthAddress: () => Promise.reject(new Error('not used by the signing side')),
  publicClient: createPublicClient({ transport: http('http://127.0.0.1:1') }),
}

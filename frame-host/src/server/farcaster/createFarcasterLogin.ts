import { createAppClient } from '@farcaster/auth-client'
import { type Address, createPublicClient, http, parseAbi } from 'viem'
import { generateSiweNonce } from 'viem/siwe'
import type { FrameDatabase } from '../database/openFrameDatabase'
import type { FinishedSocialLogin } from '../oauth/createSocialLogin'
import { newFlowSecret, SocialFlowStore } from '../oauth/SocialFlowStore'
import { type SocialIdentity, SocialIdentityStore } from '../oauth/SocialIdentityStore'
import { SocialLoginError } from '../oauth/SocialLoginError'
import type { FarcasterConfig } from './farcasterConfig'
import { RelayClient, type RelayStatus } from './relayClient'

/** Options of {@link createFarcasterLogin}. */
export interface FarcasterLoginOptions {
  db: FrameDatabase
  config: FarcasterConfig
  /** The frame host's public URL: the default `siweUri`, and its host the default `domain`. */
  publicUrl: string
  /** How long a started sign-in stays valid (default 10 minutes). */
  flowTtlMs?: number
  /** Timeout of each request to the relay and the chain (default 10 s). */
  requestTimeoutMs?: number
  now?: () => number
}

/** A started Farcaster sign-in. */
export interface StartedFarcasterLogin {
  /** `farcaster://connect?channelToken=…`: the QR code and the link to the Farcaster app. */
  url: string
  state: string
  /** Kept by the frame that started it; required to poll. */
  bindingToken: string
  expiresAt: Date
}

/** The answer of a poll: still waiting, or signed in. */
export type FarcasterPollResult = { status: 'pending' } | ({ status: 'completed' } & FinishedSocialLogin)

/** Server-side Farcaster sign-in: see {@link createFarcasterLogin}. */
export interface FarcasterLogin {
  start(input: { projectId: string; appOrigin?: string }): Promise<StartedFarcasterLogin>
  poll(input: { projectId: string; state: string; bindingToken: string }): Promise<FarcasterPollResult>
}

const ID_REGISTRY_ABI = parseAbi(['function idOf(address owner) view returns (uint256 fid)'])

/**
 * Sign In With Farcaster (FIP-11) on the frame host. `start` opens a relay channel with a nonce made
 * here (kept server-side with the flow, bound to the starting frame); `poll` asks the relay, and once the
 * Farcaster app has answered, verifies the message with `@farcaster/auth-client` — this frame host's
 * domain and the flow's nonce, the signature (EIP-191, or ERC-1271/6492 through the chain), and the
 * signer being the custody address the IdRegistry holds for the message's fid — and checks that the fid
 * the relay reports is that one. Only then is the identity ('farcaster', fid) signed in (once). The
 * username and picture come from the relay and are display data only.
 * @example
 * const farcaster = createFarcasterLogin({ db, config, publicUrl: 'https://frame.example' })
 * const { url, state, bindingToken } = await farcaster.start({ projectId })
 * const result = await farcaster.poll({ projectId, state, bindingToken })
 */
export function createFarcasterLogin(options: FarcasterLoginOptions): FarcasterLogin {
  const now = options.now ?? Date.now
  const timeoutMs = options.requestTimeoutMs ?? 10_000
  const flows = new SocialFlowStore(options.db, now)
  const identities = new SocialIdentityStore(options.db, now)
  const relay = new RelayClient(options.config.relayUrl, timeoutMs)
  const publicUrl = options.publicUrl.replace(/\/$/, '')
  const domain = options.config.domain ?? new URL(publicUrl).host
  const siweUri = options.config.siweUri ?? publicUrl
  const publicClient = createPublicClient({
    transport: http(options.config.rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
  })
  const registry = options.config.idRegistryAddress as Address
  const client = createAppClient({
    relay: options.config.relayUrl,
    ethereum: {
      getFid: (custody: Address) =>
        publicClient.readContract({
          address: registry,
          abi: ID_REGISTRY_ABI,
          functionName: 'idOf',
          args: [custody],
        }),
      // Auth addresses (the KeyRegistry) are not accepted: the custody key signs, as FIP-11 first defined.
      isValidAuthAddress: async () => false,
      publicClient,
    },
  })

  async function start(input: { projectId: string; appOrigin?: string }): Promise<StartedFarcasterLogin> {
    const nonce = generateSiweNonce()
    const channel = await relay.createChannel({ siweUri, domain, nonce })
    const bindingToken = newFlowSecret()
    const { state, expiresAt } = await flows.create({
      kind: 'farcaster',
      projectId: input.projectId,
      provider: 'farcaster',
      bindingToken,
      nonce,
      channelToken: channel.channelToken,
      ...(input.appOrigin ? { appOrigin: input.appOrigin } : {}),
      ttlMs: options.flowTtlMs ?? 600_000,
    })
    return { url: channel.url, state, bindingToken, expiresAt }
  }

  async function verify(
    status: Extract<RelayStatus, { state: 'completed' }>,
    nonce: string,
  ): Promise<SocialIdentity> {
    const result = await client.verifySignInMessage({
      nonce,
      domain,
      message: status.message,
      signature: status.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    if (result.isError) {
      const code = result.error?.errCode ?? 'unknown'
      if (code === 'unavailable' || code === 'unknown')
        throw new SocialLoginError('PROVIDER_UNAVAILABLE', 'The IdRegistry could not be read', undefined, {
          cause: result.error,
        })
      throw new SocialLoginError(
        'FARCASTER_INVALID',
        `The Farcaster sign-in does not hold (${code})`,
        undefined,
        {
          cause: result.error,
        },
      )
    }
    if (result.data.uri !== siweUri)
      throw new SocialLoginError('FARCASTER_INVALID', 'The Farcaster message names another URI')
    if (result.fid !== status.fid)
      throw new SocialLoginError('FARCASTER_INVALID', 'The relay reports another fid than the signed message')
    return {
      provider: 'farcaster',
      subject: String(result.fid),
      username: status.username ?? `fid:${result.fid}`,
      emailVerified: false,
    }
  }

  async function poll(input: {
    projectId: string
    state: string
    bindingToken: string
  }): Promise<FarcasterPollResult> {
    const flow = await flows.peek(input.state, input.bindingToken, input.projectId)
    if (flow.kind !== 'farcaster' || !flow.channelToken || !flow.nonce)
      throw new SocialLoginError('STATE_UNKNOWN', 'No Farcaster sign-in has this state')
    const status = await relay.status(flow.channelToken)
    if (status.state === 'pending') return { status: 'pending' }
    // The answer is final either way: claim the flow so it is verified (and signs in) exactly once.
    await flows.claimCallback(input.state)
    try {
      const identity = await verify(status, flow.nonce)
      const resolved = await identities.resolve(identity)
      await flows.complete(input.state, resolved.userId, { ...identity, linkedByEmail: false })
      const finished = await flows.finish(input.state, input.bindingToken, input.projectId)
      return { status: 'completed', userId: finished.userId, identity, linkedByEmail: false }
    } catch (error) {
      const refusal =
        error instanceof SocialLoginError
          ? error
          : new SocialLoginError(
              'PROVIDER_UNAVAILABLE',
              'The Farcaster sign-in could not be checked',
              undefined,
              {
                cause: error,
              },
            )
      await flows.fail(input.state, refusal.code).catch(() => undefined)
      throw refusal
    }
  }

  return { start, poll }
}

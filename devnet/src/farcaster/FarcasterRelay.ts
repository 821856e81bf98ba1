import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { SignInRequest } from './signSignInRequest'

/** What an app asks for when it opens a channel (the relay's `POST /v1/channel` body). */
export const createChannelSchema = z.object({
  siweUri: z.url().max(2048),
  domain: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-zA-Z0-9.-]+(:\d{1,5})?$/, 'a host name'),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,96}$/, 'at least 8 alphanumerics')
    .optional(),
  notBefore: z.string().max(64).optional(),
  expirationTime: z.string().max(64).optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.url().max(2048).optional(),
})

/** What the Farcaster app sends back (the relay's `POST /v1/channel/authenticate` body). */
export const authenticateSchema = z.object({
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/, 'a hex signature'),
  fid: z.number().int().positive(),
  username: z.string().max(64).optional(),
  bio: z.string().max(512).optional(),
  displayName: z.string().max(128).optional(),
  pfpUrl: z.string().max(2048).optional(),
  verifications: z.array(z.string().max(128)).max(32).optional(),
  custody: z.string().max(64).optional(),
})

/** One channel: an app waiting for a sign-in, and what the Farcaster app answered. */
export interface FarcasterChannel extends SignInRequest {
  url: string
  createdAt: number
  completion?: z.infer<typeof authenticateSchema>
}

/** The status answer: pending, or completed with the signed message. */
export type ChannelStatus =
  | { state: 'pending'; nonce: string; url: string }
  | ({ state: 'completed'; nonce: string; url: string } & z.infer<typeof authenticateSchema>)

/**
 * The channels of the devnet's Farcaster auth relay, as the real relay keeps them: an app opens a channel
 * (`farcaster://connect?channelToken=…` URL with the request's nonce, siweUri and domain), polls its
 * status with the channel token, and the Farcaster app (holding the relay key) completes it once with
 * the signed Sign In With Farcaster message. The relay checks nothing of the message: the app verifies.
 * Channels live `ttlMs` (default 10 minutes).
 */
export class FarcasterRelay {
  private readonly channels = new Map<string, FarcasterChannel>()

  constructor(
    private readonly ttlMs = 600_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Opens a channel (the nonce is the app's, or a fresh one). */
  create(request: z.infer<typeof createChannelSchema>): FarcasterChannel {
    this.sweep()
    const channelToken = randomBytes(24).toString('base64url')
    const nonce = request.nonce ?? randomBytes(12).toString('hex')
    const url = new URL('farcaster://connect')
    url.searchParams.set('channelToken', channelToken)
    url.searchParams.set('nonce', nonce)
    url.searchParams.set('siweUri', request.siweUri)
    url.searchParams.set('domain', request.domain)
    if (request.notBefore) url.searchParams.set('notBefore', request.notBefore)
    if (request.expirationTime) url.searchParams.set('expirationTime', request.expirationTime)
    if (request.requestId) url.searchParams.set('requestId', request.requestId)
    const channel: FarcasterChannel = {
      channelToken,
      url: url.href,
      nonce,
      siweUri: request.siweUri,
      domain: request.domain,
      ...(request.notBefore ? { notBefore: request.notBefore } : {}),
      ...(request.expirationTime ? { expirationTime: request.expirationTime } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
      createdAt: this.now(),
    }
    this.channels.set(channelToken, channel)
    return channel
  }

  /** The live channel of `token`, if any. */
  get(token: string): FarcasterChannel | undefined {
    const channel = this.channels.get(token)
    if (!channel) return undefined
    if (this.now() - channel.createdAt > this.ttlMs) {
      this.channels.delete(token)
      return undefined
    }
    return channel
  }

  /** The channel's status. */
  status(channel: FarcasterChannel): ChannelStatus {
    const head = { nonce: channel.nonce, url: channel.url }
    return channel.completion
      ? { state: 'completed', ...head, ...channel.completion }
      : { state: 'pending', ...head }
  }

  /** Completes a channel once; false when it was already completed. */
  authenticate(channel: FarcasterChannel, completion: z.infer<typeof authenticateSchema>): boolean {
    if (channel.completion) return false
    channel.completion = completion
    return true
  }

  private sweep(): void {
    const now = this.now()
    for (const [token, channel] of this.channels)
      if (now - channel.createdAt > this.ttlMs) this.channels.delete(token)
  }
}

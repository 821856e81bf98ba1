import { z } from 'zod'
import { SocialLoginError } from '../oauth/SocialLoginError'

const channelAnswer = z.object({
  channelToken: z.string().min(1).max(512),
  url: z.string().min(1).max(4096),
  nonce: z.string().min(1).max(128),
})

const statusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().min(1).max(8192),
    signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
    fid: z.number().int().positive(),
    username: z.string().max(64).optional(),
    displayName: z.string().max(128).optional(),
    pfpUrl: z.string().max(2048).optional(),
  }),
])

/** A channel's state as the relay reports it (parsed; not trusted: the message is verified apart). */
export type RelayStatus = z.infer<typeof statusAnswer>

async function call(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (cause) {
    throw new SocialLoginError('PROVIDER_UNAVAILABLE', 'The Farcaster relay did not answer', undefined, {
      cause,
    })
  }
  let body: unknown
  try {
    body = await res.json()
  } catch (cause) {
    throw new SocialLoginError(
      'PROVIDER_UNAVAILABLE',
      'The Farcaster relay answered something other than JSON',
      undefined,
      {
        cause,
      },
    )
  }
  return { status: res.status, body }
}

/**
 * The app side of the Farcaster auth relay's HTTP API, with timeouts and every answer parsed
 * (`@farcaster/auth-client`'s own transport has neither).
 */
export class RelayClient {
  constructor(
    private readonly relayUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** `POST /v1/channel`: opens a channel for this request; the relay must keep our nonce. */
  async createChannel(request: { siweUri: string; domain: string; nonce: string }) {
    const { status, body } = await call(
      `${this.relayUrl.replace(/\/$/, '')}/v1/channel`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
      this.timeoutMs,
    )
    const parsed = channelAnswer.safeParse(body)
    if (status !== 201 && status !== 200)
      throw new SocialLoginError('PROVIDER_UNAVAILABLE', `The Farcaster relay answered HTTP ${status}`)
    if (!parsed.success || parsed.data.nonce !== request.nonce)
      throw new SocialLoginError('PROVIDER_UNAVAILABLE', 'The Farcaster relay answered an unexpected channel')
    return parsed.data
  }

  /** `GET /v1/channel/status`: pending or completed with the signed message. */
  async status(channelToken: string): Promise<RelayStatus> {
    const { status, body } = await call(
      `${this.relayUrl.replace(/\/$/, '')}/v1/channel/status`,
      { headers: { authorization: `Bearer ${channelToken}` } },
      this.timeoutMs,
    )
    if (status !== 200 && status !== 202)
      throw new SocialLoginError('PROVIDER_UNAVAILABLE', `The Farcaster relay answered HTTP ${status}`)
    const parsed = statusAnswer.safeParse(body)
    if (!parsed.success)
      throw new SocialLoginError('PROVIDER_UNAVAILABLE', 'The Farcaster relay answered an unexpected status')
    return parsed.data
  }
}

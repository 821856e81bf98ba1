import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'
import type { FaultRegistry } from '../faults/FaultRegistry'
import { startHttpServer } from '../http/startHttpServer'
import { readForm, sendHtml } from '../oidc/interactionRoutes'
import { faultAnswer } from '../oidc/issuerFaults'
import { authenticateSchema, createChannelSchema, FarcasterRelay } from './FarcasterRelay'
import { farcasterAppPage, farcasterResultPage } from './farcasterAppPage'
import { DEVNET_FARCASTER_USERS, type DevnetFarcasterUser, farcasterUser } from './farcasterUsers'
import { parseConnectUrl, type SignInTampering, signSignInRequest } from './signSignInRequest'

/** Options of {@link startFarcasterRelay}. */
export interface FarcasterRelayOptions {
  port?: number
  /** Fault rules (the devnet's shared registry): paths `/relay/v1/channel…`, `/app…`. */
  faults?: FaultRegistry
  users?: readonly DevnetFarcasterUser[]
  /** Channel lifetime (default 10 minutes). */
  channelTtlMs?: number
}

/** The running relay and Farcaster app page. */
export interface FarcasterRelayServer {
  url: string
  /** The relay's base URL, as `@farcaster/auth-client`'s `relay` option (paths `/v1/channel…`). */
  relayUrl: string
  /** The devnet Farcaster app page: `${appUrl}?uri=farcaster://connect?…`. */
  appUrl: string
  /** The key the Farcaster app authenticates with (`X-Farcaster-Auth-Relay-Key`). */
  relayKey: string
  relay: FarcasterRelay
  users: readonly DevnetFarcasterUser[]
  /**
   * Signs a `farcaster://connect` URL's request as `user` and completes its channel, as the app page
   * does (tests; `tampering` makes hostile answers). `relayFid` reports another fid to the relay.
   */
  approve(
    uri: string,
    user: number | string,
    tampering?: SignInTampering & { relayFid?: number },
  ): Promise<void>
  stop(): Promise<void>
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 64 * 1024) throw new Error('too large')
    chunks.push(chunk as Buffer)
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null')
}

const bearer = (req: IncomingMessage) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]

/**
 * Starts the devnet's Farcaster auth relay stand-in and its "Farcaster app" page on 127.0.0.1. The relay
 * speaks the real relay's HTTP API under `/relay`: `POST /v1/channel {siweUri, domain, nonce?…}` → 201
 * `{channelToken, url: 'farcaster://connect?…', nonce}`; `GET /v1/channel/status` (Bearer channel token)
 * → 202 pending or 200 completed with `{message, signature, fid, username, …}`; `POST
 * /v1/channel/authenticate` (Bearer channel token + relay key) from the app. `/app` is the app page.
 * @example
 * const farcaster = await startFarcasterRelay()
 * // an app client: createAppClient({ relay: farcaster.relayUrl, ethereum })
 */
export async function startFarcasterRelay(
  options: FarcasterRelayOptions = {},
): Promise<FarcasterRelayServer> {
  const relay = new FarcasterRelay(options.channelTtlMs)
  const users = options.users ?? DEVNET_FARCASTER_USERS
  const relayKey = randomBytes(16).toString('hex')

  const complete = (
    channelToken: string,
    body: z.infer<typeof authenticateSchema>,
  ): { status: number; body: unknown } => {
    const channel = relay.get(channelToken)
    if (!channel) return { status: 401, body: { error: 'Unauthorized' } }
    if (!relay.authenticate(channel, body))
      return { status: 409, body: { error: 'Channel already completed' } }
    return { status: 201, body: relay.status(channel) }
  }

  const approve: FarcasterRelayServer['approve'] = async (uri, who, tampering = {}) => {
    const request = parseConnectUrl(uri)
    const user = users.find((u) => u.fid === who || u.username === who) ?? farcasterUser(who)
    if (!user) throw new Error(`No devnet Farcaster user ${String(who)}`)
    const { relayFid, ...rest } = tampering
    const signed = await signSignInRequest(request, user, rest)
    const done = complete(request.channelToken, { ...signed, fid: relayFid ?? signed.fid })
    if (done.status !== 201) throw new Error(`The relay refused the answer (${done.status})`)
  }

  async function handle(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
    const url = new URL(req.url ?? '/', base)
    const method = req.method ?? 'GET'
    const fault = options.faults?.take(method, url.pathname)
    if (fault) {
      if (fault.kind === 'timeout') return
      return faultAnswer(fault.kind, fault.retryAfter)(res)
    }
    const route = `${method} ${url.pathname}`
    if (route === 'POST /relay/v1/channel') {
      const parsed = createChannelSchema.safeParse(await readJson(req).catch(() => undefined))
      if (!parsed.success)
        return sendJson(res, 400, { error: parsed.error.issues[0]?.message ?? 'Bad request' })
      const channel = relay.create(parsed.data)
      return sendJson(res, 201, {
        channelToken: channel.channelToken,
        url: channel.url,
        nonce: channel.nonce,
      })
    }
    if (route === 'GET /relay/v1/channel/status') {
      const channel = relay.get(bearer(req) ?? '')
      if (!channel) return sendJson(res, 401, { error: 'Unauthorized' })
      const status = relay.status(channel)
      return sendJson(res, status.state === 'pending' ? 202 : 200, status)
    }
    if (route === 'POST /relay/v1/channel/authenticate') {
      if (req.headers['x-farcaster-auth-relay-key'] !== relayKey)
        return sendJson(res, 401, { error: 'Unauthorized' })
      const parsed = authenticateSchema.safeParse(await readJson(req).catch(() => undefined))
      if (!parsed.success)
        return sendJson(res, 400, { error: parsed.error.issues[0]?.message ?? 'Bad request' })
      const done = complete(bearer(req) ?? '', parsed.data)
      return sendJson(res, done.status, done.body)
    }
    if (route === 'GET /app') {
      const uri = url.searchParams.get('uri') ?? undefined
      if (!uri) return sendHtml(res, 200, farcasterAppPage(undefined, undefined, users))
      try {
        const request = parseConnectUrl(uri)
        if (!relay.get(request.channelToken)) throw new Error('This sign-in link has expired')
        return sendHtml(res, 200, farcasterAppPage(uri, request, users))
      } catch (error) {
        return sendHtml(res, 400, farcasterAppPage(uri, undefined, users, (error as Error).message))
      }
    }
    if (route === 'POST /app/approve') {
      const form = await readForm(req)
      try {
        const fid = Number(form.get('fid'))
        await approve(form.get('uri') ?? '', fid)
        const user = users.find((u) => u.fid === fid)
        return sendHtml(
          res,
          200,
          farcasterResultPage(true, `Signed in as @${user?.username} (fid ${fid}). Return to the app.`),
        )
      } catch (error) {
        return sendHtml(res, 400, farcasterResultPage(false, (error as Error).message))
      }
    }
    if (route === 'GET /') return sendJson(res, 200, { relay: `${base}/relay`, app: `${base}/app` })
    sendJson(res, 404, { error: 'Not found' })
  }

  let base = ''
  const server = await startHttpServer((req, res) => {
    handle(req, res, base).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      sendJson(res, 500, { error: String(error) })
    })
  }, options.port ?? 0)
  base = server.url
  let stopped: Promise<void> | undefined
  return {
    url: server.url,
    relayUrl: `${server.url}/relay`,
    appUrl: `${server.url}/app`,
    relayKey,
    relay,
    users,
    approve,
    stop() {
      stopped ??= server.stop()
      return stopped
    },
  }
}

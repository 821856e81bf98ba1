import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { clientIssuer } from './clientIssuer'
import { RelayHub, type RelayPeer, RelayRpcError } from './RelayHub'

/** Options for the local WalletConnect relay. */
export interface StartRelayOptions {
  /** Fixed port; 0 or absent picks a free one. Always binds 127.0.0.1. */
  port?: number
  /** WebSocket ping interval in ms (default 20 000; Node clients drop a silent socket at 35 s). */
  pingIntervalMs?: number
}

/** A running relay. */
export interface RelayServer {
  /** `ws://127.0.0.1:PORT`, to pass as `relayUrl` to SignClient / WalletKit. */
  url: string
  port: number
  /** The routing state (subscriptions, stored messages), for tests and diagnostics. */
  hub: RelayHub
  /** Closes every socket and the server. */
  stop(): Promise<void>
}

function parse(raw: string): { id?: unknown; method?: unknown; params?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts a WalletConnect v2 relay on 127.0.0.1 that @walletconnect/sign-client and @reown/walletkit
 * use through `relayUrl`.
 * @example
 * const relay = await startRelay()
 * const client = await SignClient.init({ projectId: 'devnet', relayUrl: relay.url })
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RelayServer> {
  const hub = new RelayHub()
  const wss = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  const port = (wss.address() as AddressInfo).port

  wss.on('connection', (socket: WebSocket, request) => {
    const peer: RelayPeer = {
      issuer: clientIssuer(request.url ?? '/') ?? `anonymous:${randomUUID()}`,
      send(payload) {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
      },
    }
    socket.on('message', (data) => {
      const msg = parse(data.toString())
      // Responses (acks of irn_subscription) carry no method: nothing to do.
      if (!msg || typeof msg.method !== 'string') return
      const id = msg.id
      const params =
        msg.params && typeof msg.params === 'object' ? (msg.params as Record<string, unknown>) : {}
      try {
        const result = hub.handle(peer, msg.method, params)
        peer.send({ id, jsonrpc: '2.0', result })
      } catch (error) {
        const code = error instanceof RelayRpcError ? error.code : -32603
        const message = error instanceof Error ? error.message : String(error)
        peer.send({ id, jsonrpc: '2.0', error: { code, message } })
      }
    })
    socket.on('close', () => hub.removePeer(peer))
    socket.on('error', () => socket.terminate())
  })

  const ping = setInterval(() => {
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.ping()
    hub.store.prune()
  }, options.pingIntervalMs ?? 20_000)
  ping.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    hub,
    async stop() {
      clearInterval(ping)
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}

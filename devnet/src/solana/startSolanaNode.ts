import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import { handleRpc } from './handleRpc'
import type { RpcEnv } from './rpcCommon'
import { SolanaLedger } from './SolanaLedger'
import { SubscriptionHub } from './SubscriptionHub'
import { seedSolana } from './seedSolana'
import { DEVNET_SOLANA_ACCOUNTS, type SolanaDevnetAccount } from './solanaAccounts'
import { DEVNET_SOLANA_CAIP_ID, DEVNET_SOLANA_GENESIS_HASH, DEVNET_SOLANA_MINTS } from './solanaConstants'

/** Options of startSolanaNode; everything is optional. */
export interface StartSolanaNodeOptions {
  /** HTTP + WebSocket port (the WebSocket is also on port + 1); 0/absent = free ports. */
  port?: number
  /** Milliseconds per slot of the block timer (default 400); 0 = no timer (tests drive slots). */
  slotMs?: number
  /** Delay before the block that follows a transaction (default 50 ms), so it confirms quickly. */
  confirmDelayMs?: number
  /** Slots after inclusion before finalized (default 6). */
  finalizeDepth?: number
  /** Seed accounts, mints and past transfers (default true). */
  seed?: boolean
}

/** A running Solana devnet node. */
export interface SolanaNode {
  /** HTTP JSON-RPC URL (WebSocket upgrade on the same port too). */
  rpcUrl: string
  /** WebSocket URL on port + 1 (web3.js's default for rpcUrl). */
  wsUrl: string
  port: number
  caipNetworkId: typeof DEVNET_SOLANA_CAIP_ID
  genesisHash: string
  accounts: readonly SolanaDevnetAccount[]
  mints: typeof DEVNET_SOLANA_MINTS
  /** The ledger (tests: advance slots, read records). */
  ledger: SolanaLedger
  /** Produces `count` slots at once (expire blockhashes, finalize quickly). */
  advanceSlots(count: number): number
  /** Milliseconds start-up took (ledger, seed, listeners). */
  startupMs: number
  stop(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}
const MAX_BODY = 10 * 1024 * 1024

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

/** Listens on `port` and `port + 1` (port 0: retries until two adjacent free ports are found). */
async function listenPair(main: Server, ws: Server, port: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const actual = await listen(main, port)
    try {
      await listen(ws, actual + 1)
      return actual
    } catch (error) {
      await new Promise<void>((resolve) => main.close(() => resolve()))
      if (port !== 0 || attempt >= 20) throw error
    }
  }
}

/**
 * Starts the Solana devnet node: JSON-RPC 2.0 over HTTP and PubSub over WebSocket (same port and port + 1)
 * in front of an in-process litesvm ledger, seeded with the devnet accounts and mints.
 * @example
 * const node = await startSolanaNode()
 * const rpc = createSolanaRpc(node.rpcUrl)
 * await node.stop()
 */
export async function startSolanaNode(options: StartSolanaNodeOptions = {}): Promise<SolanaNode> {
  const t0 = performance.now()
  const ledger = new SolanaLedger(
    options.finalizeDepth !== undefined ? { finalizeDepth: options.finalizeDepth } : {},
  )
  if (options.seed !== false) await seedSolana(ledger)
  let blockTimer: NodeJS.Timeout | undefined
  const confirmDelayMs = options.confirmDelayMs ?? 50
  const env: RpcEnv = {
    ledger,
    scheduleBlock() {
      blockTimer ??= setTimeout(() => {
        blockTimer = undefined
        ledger.tick()
      }, confirmDelayMs)
    },
  }
  const hub = new SubscriptionHub(ledger)
  const wss = new WebSocketServer({ noServer: true })
  wss.on('connection', (socket) => hub.attach(socket))
  const sockets = new Set<Socket>()
  const track = (server: Server) => {
    server.on('connection', (socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    server.on('upgrade', (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
    )
    return server
  }
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    if (req.method === 'GET') {
      const ok = req.url === '/health'
      res
        .writeHead(ok ? 200 : 405, { ...CORS, 'content-type': 'text/plain' })
        .end(ok ? 'ok' : 'Used HTTP Method is not allowed. POST or OPTIONS is required')
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, CORS).end()
      return
    }
    readBody(req)
      .then((body) => handleRpc(body, env))
      .then((text) => res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(text))
      .catch((error: Error) => res.writeHead(413, CORS).end(error.message))
  }
  const main = track(createServer(onRequest))
  const second = track(createServer((_req, res) => res.writeHead(426, CORS).end('WebSocket only')))
  const port = await listenPair(main, second, options.port ?? 0)
  const slotMs = options.slotMs ?? 400
  const ticker = slotMs > 0 ? setInterval(() => ledger.tick(), slotMs) : undefined
  ticker?.unref()
  let stopped: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port + 1}`,
    port,
    caipNetworkId: DEVNET_SOLANA_CAIP_ID,
    genesisHash: DEVNET_SOLANA_GENESIS_HASH,
    accounts: DEVNET_SOLANA_ACCOUNTS,
    mints: DEVNET_SOLANA_MINTS,
    ledger,
    advanceSlots: (count) => ledger.advance(count),
    startupMs: Math.round(performance.now() - t0),
    stop() {
      stopped ??= (async () => {
        if (ticker) clearInterval(ticker)
        if (blockTimer) clearTimeout(blockTimer)
        hub.close()
        // A normal closure (1000): clients such as @solana/web3.js reconnect after any other code, and
        // log each refused attempt once the node is gone. One that does not answer within 1 s is cut.
        await Promise.all(
          [...wss.clients].map(
            (client) =>
              new Promise<void>((resolve) => {
                const timer = setTimeout(() => {
                  client.terminate()
                  resolve()
                }, 1_000)
                client.once('close', () => {
                  clearTimeout(timer)
                  resolve()
                })
                client.close(1000, 'node stopped')
              }),
          ),
        )
        await Promise.all(
          [main, second].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
        ).finally(() => undefined)
        for (const socket of sockets) socket.destroy()
        wss.close()
      })()
      return stopped
    },
  }
}

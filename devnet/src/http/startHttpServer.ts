import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { guardListener } from './guardListener'

/** A running HTTP server on 127.0.0.1. */
export interface RunningServer {
  url: string
  port: number
  /** Closes the listener and every open connection. */
  stop(): Promise<void>
}

/**
 * Listens on 127.0.0.1 (port 0 = free port) and tracks sockets so stop() never hangs. No request can
 * crash the process: the listener runs behind {@link guardListener}.
 */
export async function startHttpServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  port = 0,
): Promise<RunningServer> {
  const server = createServer(guardListener(listener))
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { guardListener } from '../../http/guardListener'

/** An HTTP server on 127.0.0.1 and how to stop it. */
export interface LocalServer {
  /** Base URL, ending in `/`. */
  url: string
  stop(): Promise<void>
}

/**
 * Starts `handler` on 127.0.0.1 (a free port unless `port` is given); `stop()` drops open connections.
 * A request the handler cannot take (a target that is no URL, a throw) is answered, never a crash.
 */
export async function listenLocal(handler: RequestListener, port = 0): Promise<LocalServer> {
  const server = createServer(guardListener(handler))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

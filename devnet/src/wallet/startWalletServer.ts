import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { guardListener } from '../http/guardListener'
import { bundleBrowserScript } from './bundleBrowserScript'
import {
  createWalletRequestHandler,
  WALLET_PATHS,
  type WalletServerOptions,
} from './createWalletRequestHandler'
import { testWalletBundle } from './testWalletInitScript'

/** A running wallet server. */
export interface WalletServer {
  /** http://127.0.0.1:PORT */
  url: string
  /** The wallet page ("the phone"); add `?uri=wc:…` to pair at once. */
  walletPageUrl: string
  /** A script that installs the injected test wallet (for a <script src> in the sandbox). */
  injectScriptUrl: string
  stop(): Promise<void>
}

/**
 * Serves the wallet page and the test-wallet script on 127.0.0.1; bundles both before resolving.
 * @example
 * const wallets = await startWalletServer({ relayUrl: relay.url, chains: [{ chainId: 31337, rpcUrl }] })
 * await page.goto(`${wallets.walletPageUrl}?uri=${encodeURIComponent(uri)}`)
 */
export async function startWalletServer(
  options: WalletServerOptions & { port?: number },
): Promise<WalletServer> {
  await bundleBrowserScript('./page/walletPageEntry.ts')
  testWalletBundle()
  const handle = createWalletRequestHandler(options)
  const server = createServer(
    guardListener(async (req, res) => {
      if (await handle(req, res)) return
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    }),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    walletPageUrl: `${url}${WALLET_PATHS.page}`,
    injectScriptUrl: `${url}${WALLET_PATHS.testWalletScript}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Hex } from 'viem'
import { DEVNET_ACCOUNTS } from '../chain/accounts'
import { bundleBrowserScript } from './bundleBrowserScript'
import type { ApprovalMode, TestWalletChain, TestWalletConfig } from './testWalletConfig'
import { testWalletInitScript } from './testWalletInitScript'
import type { WalletPageConfig } from './walletPageConfig'
import { walletPageHtml } from './walletPageHtml'

/** Options shared by the wallet page and the served test-wallet script. */
export interface WalletServerOptions {
  /** ws:// URL of the devnet relay. */
  relayUrl: string
  /** Devnet chains (chain id and RPC URL). */
  chains: TestWalletChain[]
  /** Private keys (default: the ten devnet accounts). */
  accounts?: Hex[]
  /**
   * The devnet Solana node: the injected script then also registers the Solana wallet and the wallet page
   * offers the `solana` namespace (keys: DEVNET_SOLANA_ACCOUNTS).
   */
  solana?: { rpcUrl: string }
  /**
   * The devnet Bitcoin network's Esplora API: the injected script then also registers the Bitcoin wallet (Wallet
   * Standard and Sats Connect) and the wallet page offers the `bip122` namespace (keys: DEVNET_BITCOIN_ACCOUNTS).
   */
  bitcoin?: { esploraUrl: string }
}

/** Paths the handler serves. */
export const WALLET_PATHS = {
  page: '/wallet',
  pageScript: '/wallet.js',
  testWalletScript: '/test-wallet.js',
} as const

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' })
  res.end(body)
}

/**
 * A request handler to mount on any Node HTTP server: `/wallet` (the wallet page, `?uri=wc:…` pairs at once,
 * `?account=N` picks the account), `/wallet.js` (its bundle) and `/test-wallet.js` (the injectable test wallet,
 * `?ethereum=1` also sets window.ethereum, `?mode=reject|manual`, `?chainId=N` initial chain, `?solanaRpc=URL`
 * the Solana node and `?bitcoinEsplora=URL` the Bitcoin Esplora API when the options have none).
 * Resolves true when it handled the request, false for other paths.
 */
export function createWalletRequestHandler(
  options: WalletServerOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const accounts = options.accounts ?? DEVNET_ACCOUNTS.map((a) => a.privateKey)
  const pageConfig: WalletPageConfig = { relayUrl: options.relayUrl, chains: options.chains, accounts }
  // Loaded on demand: the Solana keys module derives ten keys from the mnemonic when it loads.
  const solanaConfigs = () => import('./solana/solanaTestWalletConfig')
  const bitcoinConfig = async (esploraUrl: string) =>
    (await import('./bitcoin/bitcoinTestWalletConfig')).bitcoinTestWalletConfig(esploraUrl)
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    switch (url.pathname) {
      case WALLET_PATHS.page:
      case `${WALLET_PATHS.page}/`:
        send(
          res,
          200,
          'text/html',
          walletPageHtml(
            {
              ...pageConfig,
              ...(options.solana
                ? { solana: (await solanaConfigs()).solanaWalletPageConfig(options.solana.rpcUrl) }
                : {}),
              ...(options.bitcoin ? { bitcoin: await bitcoinConfig(options.bitcoin.esploraUrl) } : {}),
            },
            WALLET_PATHS.pageScript,
          ),
        )
        return true
      case WALLET_PATHS.pageScript:
        send(res, 200, 'text/javascript', await bundleBrowserScript('./page/walletPageEntry.ts'))
        return true
      case WALLET_PATHS.testWalletScript: {
        const mode = url.searchParams.get('mode')
        const chainId = Number(url.searchParams.get('chainId'))
        const solanaRpc = url.searchParams.get('solanaRpc') ?? options.solana?.rpcUrl
        const bitcoinEsplora = url.searchParams.get('bitcoinEsplora') ?? options.bitcoin?.esploraUrl
        const config: TestWalletConfig = {
          chains: options.chains,
          accounts,
          injectWindowEthereum: url.searchParams.get('ethereum') === '1',
          ...(mode === 'reject' || mode === 'manual' || mode === 'approve'
            ? { mode: mode as ApprovalMode }
            : {}),
          ...(chainId ? { initialChainId: chainId } : {}),
          ...(solanaRpc ? { solana: (await solanaConfigs()).solanaTestWalletConfig(solanaRpc) } : {}),
          ...(bitcoinEsplora ? { bitcoin: await bitcoinConfig(bitcoinEsplora) } : {}),
        }
        send(res, 200, 'text/javascript', testWalletInitScript(config))
        return true
      }
      default:
        return false
    }
  }
}

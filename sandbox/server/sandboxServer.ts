// Serves the built sandbox page on 127.0.0.1: the page (with the runtime config and, when devnet runs,
// the devnet test wallet injected into its head), its assets, and the test-wallet script.
import { createReadStream, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { listenLocal, staticFile, CONTENT_TYPES as TYPES } from '@airlock/devnet'
import type { SandboxRuntimeConfig } from '../src/runtimeConfig'

/** Options of {@link startSandboxServer}. */
export interface SandboxServerOptions {
  /** Folder of the built page. */
  dir: string
  /** What the page is told (endpoints, chains, project id). */
  config: SandboxRuntimeConfig
  /** Devnet's test-wallet script URL; absent: no test wallet. */
  testWalletScriptUrl?: string
  /** Port (default: a free one). */
  port?: number
}

/** A running sandbox server. */
export interface SandboxServer {
  /** The page URL, e.g. http://127.0.0.1:5173/ */
  url: string
  stop(): Promise<void>
}

/** The `<head>` additions: the config, then (classic, blocking) the test wallet, before the app module runs. */
export function headScripts(config: SandboxRuntimeConfig, search: URLSearchParams): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c')
  const parts = [`<script>window.__AIRLOCK_SANDBOX__=${json}</script>`]
  if (config.testWallet && search.get('testWallet') !== '0') {
    const query = new URLSearchParams()
    const mode = search.get('wallet')
    if (mode === 'reject' || mode === 'manual') query.set('mode', mode)
    const account = search.get('account')
    if (account && /^\d$/.test(account)) query.set('account', account)
    const network = search.get('network')?.match(/^eip155:(\d+)$/)?.[1]
    if (network) query.set('chainId', network)
    const qs = query.toString()
    parts.push(`<script src="/test-wallet.js${qs ? `?${qs}` : ''}"></script>`)
  }
  return parts.join('\n    ')
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}

/** Fetches devnet's test-wallet script (mode, chainId) and selects the start-up account. */
async function testWalletScript(base: string, search: URLSearchParams): Promise<string> {
  const url = new URL(base)
  for (const key of ['mode', 'chainId']) {
    const value = search.get(key)
    if (value) url.searchParams.set(key, value)
  }
  const res = await fetch(url)
  if (!res.ok) throw new Error(`devnet test wallet script: HTTP ${res.status}`)
  const account = Number(search.get('account') ?? 0)
  const pick = account > 0 ? `\nwindow.airlockTestWallet.switchAccount(${account});` : ''
  return `${await res.text()};\nif (window.airlockTestWallet) {${pick}\n${REMEMBER_GRANT}\n}\n`
}

/**
 * devnet's test wallet forgets the site's permission on every page load; a real extension remembers it.
 * This gives it that memory (per browser profile, in localStorage): granted on accountsChanged([addr]),
 * forgotten on accountsChanged([]), re-granted silently at the next load; the Solana and Bitcoin sides likewise,
 * from their standard:events changes.
 */
export const REMEMBER_GRANT = `(function () {
  var key = 'airlock-sandbox:test-wallet-granted';
  var wallet = window.airlockTestWallet;
  wallet.provider.on('accountsChanged', function (accounts) {
    if (accounts && accounts.length) localStorage.setItem(key, '1'); else localStorage.removeItem(key);
  });
  if (localStorage.getItem(key)) wallet.provider.request({ method: 'eth_requestAccounts' }).catch(function () {});
  // The Solana side (Wallet Standard) remembers its own grant the same way, as Phantom trusts a site.
  var solana = wallet.solana && wallet.solana.wallet.features;
  if (!solana) return;
  var solanaKey = key + ':solana';
  solana['standard:events'].on('change', function (change) {
    if (!change.accounts) return;
    if (change.accounts.length) localStorage.setItem(solanaKey, '1'); else localStorage.removeItem(solanaKey);
  });
  if (localStorage.getItem(solanaKey)) solana['standard:connect'].connect().catch(function () {});
  // The Bitcoin side (Wallet Standard) likewise.
  var btc = wallet.bitcoin && wallet.bitcoin.wallet.features;
  if (!btc) return;
  var btcKey = key + ':bitcoin';
  btc['standard:events'].on('change', function (change) {
    if (!change.accounts) return;
    if (change.accounts.length) localStorage.setItem(btcKey, '1'); else localStorage.removeItem(btcKey);
  });
  if (localStorage.getItem(btcKey)) btc['bitcoin:connect'].connect({ purposes: ['payment'] }).catch(function () {});
})();`

/** Starts the server on 127.0.0.1. */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const root = options.dir
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8')
  return listenLocal((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = decodeURIComponent(url.pathname)
    if (path === '/test-wallet.js') {
      if (!options.testWalletScriptUrl) return send(res, 404, 'text/plain', 'no test wallet')
      testWalletScript(options.testWalletScriptUrl, url.searchParams).then(
        (body) => send(res, 200, TYPES['.js'] ?? '', body),
        (error: Error) => send(res, 502, 'text/plain', error.message),
      )
      return
    }
    const file = staticFile(root, url.pathname)
    if (file && !file.endsWith('index.html')) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
      })
      createReadStream(file).pipe(res)
      return
    }
    const html = indexHtml.replace(
      '<!--airlock-sandbox-head-->',
      headScripts(options.config, url.searchParams),
    )
    send(res, 200, TYPES['.html'] ?? '', html)
  }, options.port)
}

// The wallet-catalogue test server: a real HTTP server on 127.0.0.1 (free port) speaking the catalogue
// endpoints @airlock/ui uses (GET /getWallets with page, entries, search, include and exclude; wallet,
// asset and network images), with CORS for browser tests. Node only.
//
// Faults on purpose: `search=__error__` answers 500; an image id starting with `stall` is never answered
// (held until close), to test what the modal shows while an image loads.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** One wallet as the catalogue serves it. */
export interface TestCatalogueWallet {
  id: string
  name: string
  image_id: string
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  chains: string[]
}

/** Hostile names the generated catalogue carries (wallets 21 to 23), to prove names render as text. */
export const HOSTILE_WALLET_NAMES: readonly string[] = [
  '<img src=x onerror="window.__pwned=1">Evil',
  '"><script>window.__pwned=1</script>',
  'javascript:alert(1)',
]

/**
 * Generates `count` wallets `wallet-1`… named 'Test Wallet N': the first three have an rdns
 * (`io.test.walletN`), even ones a mobile link, multiples of 3 a desktop link, of 5 a web-app link; wallets
 * 21 to 23 have {@link HOSTILE_WALLET_NAMES}.
 */
export function makeTestWallets(count: number, chains: string[] = ['eip155:1']): TestCatalogueWallet[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1
    const hostile = HOSTILE_WALLET_NAMES[i - 20]
    return {
      id: `wallet-${n}`,
      name: hostile ?? `Test Wallet ${n}`,
      image_id: `img-${n}`,
      rdns: n <= 3 ? `io.test.wallet${n}` : null,
      mobile_link: n % 2 === 0 ? `testwallet${n}://` : null,
      desktop_link: n % 3 === 0 ? `testwallet${n}-desktop://` : null,
      webapp_link: n % 5 === 0 ? `https://app.testwallet${n}.example/` : null,
      chains,
    }
  })
}

/** A coloured square SVG per image id (stable, distinct). */
function imageSvg(id: string): string {
  let hash = 0
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue} 70% 55%)"/><circle cx="20" cy="20" r="9" fill="white" fill-opacity="0.85"/></svg>`
}

/** Options of {@link startCatalogueServer}. */
export interface CatalogueServerOptions {
  /** The wallets served (default `makeTestWallets(1200)`). */
  wallets?: readonly TestCatalogueWallet[]
}

/** A running catalogue server. */
export interface TestCatalogueServer {
  /** Its base URL (`http://127.0.0.1:PORT`): the `endpoints.walletCatalogue` of the instance under test. */
  readonly url: string
  /** Paths with query of every request received (OPTIONS excluded), oldest first: assert what was asked. */
  readonly requests: readonly string[]
  /** Stops the server. */
  close(): Promise<void>
}

/** Answers /getWallets: filters, searches and pages the list; `search=__error__` answers 500. */
function getWallets(url: URL, wallets: readonly TestCatalogueWallet[], res: ServerResponse): void {
  const q = url.searchParams
  const search = (q.get('search') ?? '').toLowerCase()
  if (search === '__error__') {
    res.writeHead(500).end('{}')
    return
  }
  const include = q.get('include')?.split(',').filter(Boolean)
  const exclude = new Set(q.get('exclude')?.split(',').filter(Boolean) ?? [])
  let list = wallets.filter((w) => !exclude.has(w.id))
  if (include && include.length > 0) list = list.filter((w) => include.includes(w.id))
  if (search) list = list.filter((w) => w.name.toLowerCase().includes(search))
  const page = Math.max(1, Number(q.get('page') ?? '1'))
  const entries = Math.max(1, Number(q.get('entries') ?? '40'))
  const data = list.slice((page - 1) * entries, page * entries)
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ count: list.length, data }))
}

/** Starts the catalogue on a free loopback port; stop it with `close()` when the tests end. */
export async function startCatalogueServer(
  options: CatalogueServerOptions = {},
): Promise<TestCatalogueServer> {
  const wallets = options.wallets ?? makeTestWallets(1200)
  const requests: string[] = []
  const stalled = new Set<ServerResponse>()
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    requests.push(url.pathname + url.search)
    const image = /^\/(getWalletImage|getAssetImage|getNetworkImage)\/([\w-]+)$/.exec(url.pathname)
    if (image?.[2]?.startsWith('stall')) stalled.add(res)
    else if (image) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
      res.end(imageSvg(image[2] ?? ''))
    } else if (url.pathname === '/getWallets') getWallets(url, wallets, res)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the catalogue server has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of stalled) res.destroy()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}

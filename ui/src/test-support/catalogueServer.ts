// A small wallet-catalogue server for tests (Node side): GET /getWallets and wallet images, on 127.0.0.1.
import { createServer, type Server } from 'node:http'

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

const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">Evil',
  '"><script>window.__pwned=1</script>',
  'javascript:alert(1)',
]

/** The test catalogue: `count` wallets; the first ones have links, three have hostile names. */
export function makeTestWallets(count: number): TestCatalogueWallet[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1
    const hostile = HOSTILE[i - 20]
    return {
      id: `wallet-${n}`,
      name: hostile ?? `Test Wallet ${n}`,
      image_id: `img-${n}`,
      rdns: n <= 3 ? `io.test.wallet${n}` : null,
      mobile_link: n % 2 === 0 ? `testwallet${n}://` : null,
      desktop_link: n % 3 === 0 ? `testwallet${n}-desktop://` : null,
      webapp_link: n % 5 === 0 ? `https://app.testwallet${n}.example/` : null,
      chains: ['eip155:1'],
    }
  })
}

function imageSvg(id: string): string {
  let hash = 0
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue} 70% 55%)"/><circle cx="20" cy="20" r="9" fill="white" fill-opacity="0.85"/></svg>`
}

/** A running catalogue server. */
export interface TestCatalogueServer {
  url: string
  close(): Promise<void>
}

/** Starts the catalogue on a free loopback port; `search=__error__` answers 500 (to test error states). */
export async function startCatalogueServer(wallets = makeTestWallets(1200)): Promise<TestCatalogueServer> {
  // Requests for an image id starting with "stall" are never answered (held until close).
  const stalled = new Set<import('node:http').ServerResponse>()
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const image = /^\/(getWalletImage|getAssetImage|getNetworkImage)\/([\w-]+)$/.exec(url.pathname)
    if (image?.[2]?.startsWith('stall')) {
      stalled.add(res)
      return
    }
    if (image) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' })
      res.end(imageSvg(image[2] ?? ''))
      return
    }
    if (url.pathname === '/getWallets') {
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
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of stalled) res.destroy()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}

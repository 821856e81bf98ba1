import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import type { CatalogueWallet } from './generateCatalogue'
import { iconSvg, svgReply } from './images'

const DEFAULT_ENTRIES = 40
const MAX_ENTRIES = 100

const list = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

function positiveInt(raw: string | null, fallback: number, name: string): number {
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new HttpError(400, `Invalid ${name}: ${raw}`)
  return value
}

/** Filters and pages the catalogue the way GET /getWallets does. */
export function queryWallets(wallets: readonly CatalogueWallet[], query: URLSearchParams) {
  const page = positiveInt(query.get('page'), 1, 'page')
  const entries = Math.min(positiveInt(query.get('entries'), DEFAULT_ENTRIES, 'entries'), MAX_ENTRIES)
  const chains = list(query.get('chains'))
  const include = new Set(list(query.get('include')))
  const exclude = new Set(list(query.get('exclude')))
  const search = (query.get('search') ?? '').trim().toLowerCase()
  const badge = query.get('badge_type')
  let found = wallets.filter(
    (w) =>
      (include.size === 0 || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (chains.length === 0 || w.chains.some((c) => chains.includes(c))) &&
      (!badge || w.badge_type === badge) &&
      (!search || w.name.toLowerCase().includes(search) || (w.rdns ?? '').includes(search)),
  )
  if (search) {
    const rank = (w: CatalogueWallet) => (w.name.toLowerCase().startsWith(search) ? 0 : 1)
    found = [...found].sort((a, b) => rank(a) - rank(b) || a.order - b.order)
  }
  return { count: found.length, data: found.slice((page - 1) * entries, page * entries) }
}

/** Image ids of connectors the API has an image for although no catalogue wallet uses them. */
const CONNECTOR_IMAGES: Readonly<Record<string, string>> = { walletconnect: 'WalletConnect' }

/**
 * GET /getWallets, GET /getWalletImage/{imageId}, GET /getAnalyticsConfig (`analyticsEnabled(projectId)`:
 * the project's own setting, else the server's default).
 */
export function addCatalogueRoutes(
  router: Router,
  wallets: readonly CatalogueWallet[],
  options: { analyticsEnabled: (projectId: string | undefined) => boolean },
): void {
  const byImage = new Map(wallets.map((w) => [w.image_id, w]))
  router
    .on('GET', '/getWallets', ({ url }) => json(queryWallets(wallets, url.searchParams)))
    .on('GET', '/getWalletImage/:imageId', ({ params }) => {
      const id = params.imageId ?? ''
      // The hosted API also serves the images of connectors that are not catalogue wallets (WalletConnect's).
      if (Object.hasOwn(CONNECTOR_IMAGES, id)) return svgReply(iconSvg(id, CONNECTOR_IMAGES[id] ?? id))
      const wallet = byImage.get(id)
      if (!wallet) throw new HttpError(404, `No wallet image ${params.imageId}`)
      return svgReply(iconSvg(wallet.image_id, wallet.name))
    })
    .on('GET', '/getAnalyticsConfig', ({ projectId }) =>
      json({ isAnalyticsEnabled: options.analyticsEnabled(projectId) }),
    )
}

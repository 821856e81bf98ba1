import { HttpClient } from '../http/HttpClient'
import { loadRequestRuntime } from '../lazy/loadRequestRuntime'
import { type ApiClientOptions, httpOptionsOf } from './ApiClientOptions'
import type { AnalyticsConfigResponse, WalletsResponse } from './schemas'

// Response schemas load with the first request (with the HTTP transport), not with the app.
const schemas = async () => (await loadRequestRuntime()).apiSchemas

/** Query of GET /getWallets. */
export type GetWalletsParams = {
  page: number
  entries: number
  /** CAIP-2 ids the wallets must support. */
  chains?: readonly string[]
  /** Only these wallet ids. */
  include?: readonly string[]
  /** Never these wallet ids. */
  exclude?: readonly string[]
  search?: string
  badge_type?: string
  signal?: AbortSignal
}

/**
 * Client of the wallet catalogue: wallet pages, the analytics config, and image URLs for wallet,
 * asset, currency and token images. Every call and URL carries projectId, st and sv.
 *
 * @example
 * const catalog = new WalletCatalogClient({ baseUrl, projectId, sdkVersion })
 * const { count, data } = await catalog.getWallets({ page: 1, entries: 40 })
 */
export class WalletCatalogClient {
  /** The underlying HTTP client. */
  readonly http: HttpClient

  constructor(readonly options: ApiClientOptions) {
    this.http = new HttpClient(httpOptionsOf(options))
  }

  /** GET /getWallets: one page of the catalogue and the total count. */
  async getWallets(params: GetWalletsParams): Promise<WalletsResponse> {
    const { signal, ...query } = params
    return this.http.get('/getWallets', {
      schema: (await schemas()).walletsResponse(),
      query: {
        page: query.page,
        entries: query.entries,
        chains: query.chains?.length ? query.chains : undefined,
        include: query.include?.length ? query.include : undefined,
        exclude: query.exclude?.length ? query.exclude : undefined,
        search: query.search || undefined,
        badge_type: query.badge_type,
      },
      ...(signal ? { signal } : {}),
    })
  }

  /** GET /getAnalyticsConfig: whether analytics is on for this project. */
  async getAnalyticsConfig(opts: { signal?: AbortSignal } = {}): Promise<AnalyticsConfigResponse> {
    const schema = (await schemas()).analyticsConfigResponse()
    return this.http.get('/getAnalyticsConfig', { schema, ...opts })
  }

  /** URL of a wallet's image (GET /getWalletImage/{imageId}). */
  walletImageUrl(imageId: string): string {
    return this.http.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
  }

  /** URL of an asset image, e.g. a network logo (GET /public/getAssetImage/{imageId}). */
  assetImageUrl(imageId: string): string {
    return this.http.url(`/public/getAssetImage/${encodeURIComponent(imageId)}`)
  }

  /** URL of a fiat currency image (GET /public/getCurrencyImage/{currencyCode}). */
  currencyImageUrl(currencyCode: string): string {
    return this.http.url(`/public/getCurrencyImage/${encodeURIComponent(currencyCode)}`)
  }

  /** URL of a token image (GET /public/getTokenImage/{symbol}). */
  tokenImageUrl(symbol: string): string {
    return this.http.url(`/public/getTokenImage/${encodeURIComponent(symbol)}`)
  }

  /** Binary GET of an image URL (from the builders above): the image as a Blob. */
  fetchImage(url: string, opts: { signal?: AbortSignal } = {}): Promise<Blob> {
    return this.http.getBlob(url, opts)
  }
}

/** Creates the wallet catalogue client. */
export function createWalletCatalogClient(options: ApiClientOptions): WalletCatalogClient {
  return new WalletCatalogClient(options)
}

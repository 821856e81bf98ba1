// The wallet-catalogue client of an instance. Interim: a thin client over the kernel's HttpClient and
// zod schema (GET {walletCatalogue}/getWallets, images at /getWalletImage/{id}) until the kernel
// publishes its own catalogue client; then this returns that one.
import { type Airlock, HttpClient, SDK_VERSION, walletsResponseSchema } from '@airlock/kernel'
import type { WalletCatalogueClient, WalletPageRequest } from './catalogueTypes'

/** Builds the catalogue client for an instance's configured endpoint. */
export function catalogueClient(airlock: Airlock): WalletCatalogueClient {
  const base = airlock.options.endpoints.walletCatalogue.replace(/\/+$/, '')
  const http = new HttpClient({
    baseUrl: `${base}/`,
    query: { projectId: airlock.options.projectId, st: 'airlock', sv: SDK_VERSION },
  })
  return {
    getWallets: (request: WalletPageRequest, signal?: AbortSignal) =>
      http.get('getWallets', {
        schema: walletsResponseSchema,
        ...(signal ? { signal } : {}),
        query: {
          page: request.page,
          entries: request.entries,
          search: request.search || undefined,
          include: request.include?.length ? request.include.join(',') : undefined,
          exclude: request.exclude?.length ? request.exclude.join(',') : undefined,
          chains: request.chains?.length ? request.chains.join(',') : undefined,
        },
      }),
    walletImageUrl: (imageId: string) => `${base}/getWalletImage/${encodeURIComponent(imageId)}`,
  }
}

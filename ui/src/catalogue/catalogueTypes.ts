// What the views need from the kernel's wallet-catalogue client (GET /getWallets and image URLs).
import type { WalletListEntry, WalletsResponse } from '@airlock/kernel'

/** Parameters of a catalogue page request (spec §7: page, entries, chains, include, exclude, search). */
export interface WalletPageRequest {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
}

/** The catalogue client the views use. */
export interface WalletCatalogueClient {
  /** One page of wallets and the total count. */
  getWallets(request: WalletPageRequest, signal?: AbortSignal): Promise<WalletsResponse>
  /** URL of a wallet image by image id. */
  walletImageUrl(imageId: string): string
}

/** A catalogue wallet. */
export type CatalogueWallet = WalletListEntry

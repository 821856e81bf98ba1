// The Connect view's wallet list as data: recent wallets first, then announced and injected wallets
// (then pairing-protocol and other external wallets), then the recommended catalogue wallets. A wallet
// is one row however many namespaces its connectors serve (the kernel's `connection.wallets`).
import type { RecentWallet, WalletGroup } from '@airlock/kernel'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import { walletDisplayName } from './walletDisplayName'

/** One row of the wallet list. */
export type WalletEntry =
  | {
      kind: 'connector'
      key: string
      name: string
      imageUrl: string | undefined
      tag: WalletTag | undefined
      /** The wallet (its connectors across namespaces); connect it by `wallet.id`. */
      wallet: WalletGroup
    }
  | {
      kind: 'catalogue'
      key: string
      name: string
      imageUrl: string | undefined
      tag: WalletTag | undefined
      wallet: CatalogueWallet
    }

/** Tag shown on a row. */
export type WalletTag = 'Recent' | 'Installed' | 'QR Code'

/** What the list is built from. */
export interface WalletEntriesInput {
  recent: readonly RecentWallet[]
  wallets: readonly WalletGroup[]
  /** Recommended catalogue wallets (leave empty when catalogue wallets cannot be connected). */
  recommended: readonly CatalogueWallet[]
  /** Whether catalogue wallets can be connected (a plugin contributed `ui/catalogueWallet`). */
  catalogueConnectable: boolean
  /** Image URL of a catalogue image id. */
  imageUrl: (imageId: string) => string | undefined
}

const SHOWN_TYPES = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'WALLET_CONNECT', 'EXTERNAL'])
const RANK: Record<string, number> = {
  ANNOUNCED: 0,
  INJECTED: 0,
  MULTI_CHAIN: 0,
  WALLET_CONNECT: 1,
  EXTERNAL: 2,
}

function walletImage(wallet: WalletGroup, imageUrl: WalletEntriesInput['imageUrl']): string | undefined {
  return wallet.imageUrl ?? (wallet.imageId ? imageUrl(wallet.imageId) : undefined)
}

/**
 * The row keys of connector wallets: a wallet's lasting identity (its rdns, else its name), not its first
 * connector's id, which changes when another namespace's side of the same wallet registers (a Wallet
 * Standard side found before the EIP-6963 announcement). A new key remounts the row's button, and a click
 * pressed on the old button and released on the new one is lost. Repeats (two wallets of one name) take
 * the wallet id as well.
 */
function rowKeys(): (wallet: WalletGroup) => string {
  const seen = new Set<string>()
  return (wallet) => {
    const base = wallet.rdns ? `rdns:${wallet.rdns}` : `name:${wallet.name.toLowerCase()}`
    const key = seen.has(base) ? `${base}#${wallet.id}` : base
    seen.add(key)
    return key
  }
}

function matches(wallet: WalletGroup, ids: { id: string; rdns?: string | null | undefined }): boolean {
  return (
    wallet.connectors.some((c) => c.id === ids.id) ||
    wallet.explorerId === ids.id ||
    (ids.rdns != null && ids.rdns !== '' && wallet.rdns === ids.rdns)
  )
}

/** Builds the ordered, de-duplicated wallet list of the Connect view. */
export function walletEntries({
  recent,
  wallets,
  recommended,
  catalogueConnectable,
  imageUrl,
}: WalletEntriesInput): WalletEntry[] {
  const shown = wallets
    .filter((w) => SHOWN_TYPES.has(w.type))
    .sort((a, b) => (RANK[a.type] ?? 9) - (RANK[b.type] ?? 9))
  const entries: WalletEntry[] = []
  const keyOf = rowKeys()
  const used = new Set<WalletGroup>()
  const usedIds = new Set<string>()
  for (const recentWallet of recent) {
    const wallet = shown.find((w) => !used.has(w) && matches(w, recentWallet))
    if (wallet) {
      used.add(wallet)
      entries.push({
        kind: 'connector',
        key: `recent:${keyOf(wallet)}`,
        name: walletDisplayName(wallet),
        imageUrl: walletImage(wallet, imageUrl),
        tag: 'Recent',
        wallet,
      })
    } else if (catalogueConnectable) {
      const imageId = typeof recentWallet.image_id === 'string' ? recentWallet.image_id : undefined
      const image =
        typeof recentWallet.image_url === 'string'
          ? recentWallet.image_url
          : imageId
            ? imageUrl(imageId)
            : undefined
      entries.push({
        kind: 'catalogue',
        key: `recent:${recentWallet.id}`,
        name: recentWallet.name ?? recentWallet.id,
        imageUrl: image,
        tag: 'Recent',
        wallet: {
          id: recentWallet.id,
          name: recentWallet.name ?? recentWallet.id,
          rdns: recentWallet.rdns ?? null,
          image_id: imageId ?? null,
        },
      })
    }
    usedIds.add(recentWallet.id)
    if (recentWallet.rdns) usedIds.add(recentWallet.rdns)
  }
  for (const wallet of shown) {
    if (used.has(wallet)) continue
    const kind: string = wallet.type
    entries.push({
      kind: 'connector',
      key: keyOf(wallet),
      name: walletDisplayName(wallet),
      imageUrl: walletImage(wallet, imageUrl),
      // The spec's connector kinds (§3); a pairing protocol's is declared by its plugin (ConnectorTypes).
      tag: kind === 'WALLET_CONNECT' ? 'QR Code' : kind === 'EXTERNAL' ? undefined : 'Installed',
      wallet,
    })
    if (wallet.rdns) usedIds.add(wallet.rdns)
    if (wallet.explorerId) usedIds.add(wallet.explorerId)
  }
  if (!catalogueConnectable) return entries
  for (const wallet of recommended) {
    if (usedIds.has(wallet.id) || (wallet.rdns && usedIds.has(wallet.rdns))) continue
    entries.push({
      kind: 'catalogue',
      key: `catalogue:${wallet.id}`,
      name: wallet.name,
      imageUrl: wallet.image_id ? imageUrl(wallet.image_id) : undefined,
      tag: undefined,
      wallet,
    })
  }
  return entries
}

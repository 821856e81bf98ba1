// The Connect view's wallet list as data: recent wallets first, then announced and injected wallets
// (then WalletConnect and other external connectors), then the recommended catalogue wallets.
import type { Connector, RecentWallet } from '@airlock/kernel'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'

/** One row of the wallet list. */
export type WalletEntry =
  | {
      kind: 'connector'
      key: string
      name: string
      imageUrl: string | undefined
      tag: WalletTag | undefined
      connector: Connector
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
  connectors: readonly Connector[]
  recommended: readonly CatalogueWallet[]
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

function connectorImage(connector: Connector, imageUrl: WalletEntriesInput['imageUrl']): string | undefined {
  return connector.imageUrl ?? (connector.imageId ? imageUrl(connector.imageId) : undefined)
}

function matches(connector: Connector, ids: { id: string; rdns?: string | null | undefined }): boolean {
  return (
    connector.id === ids.id ||
    connector.explorerId === ids.id ||
    (ids.rdns != null && ids.rdns !== '' && connector.info?.rdns === ids.rdns)
  )
}

/** Builds the ordered, de-duplicated wallet list of the Connect view. */
export function walletEntries({
  recent,
  connectors,
  recommended,
  imageUrl,
}: WalletEntriesInput): WalletEntry[] {
  const shown = connectors
    .filter((c) => SHOWN_TYPES.has(c.type))
    .filter((c, i, all) => all.findIndex((o) => (o.info?.rdns ?? o.id) === (c.info?.rdns ?? c.id)) === i)
    .sort((a, b) => (RANK[a.type] ?? 9) - (RANK[b.type] ?? 9))
  const entries: WalletEntry[] = []
  const usedConnectors = new Set<Connector>()
  const usedIds = new Set<string>()

  for (const wallet of recent) {
    const connector = shown.find((c) => !usedConnectors.has(c) && matches(c, wallet))
    if (connector) {
      usedConnectors.add(connector)
      entries.push({
        kind: 'connector',
        key: `recent:${connector.chain}:${connector.id}`,
        name: connector.name,
        imageUrl: connectorImage(connector, imageUrl),
        tag: 'Recent',
        connector,
      })
    } else {
      const imageId = typeof wallet.image_id === 'string' ? wallet.image_id : undefined
      const image =
        typeof wallet.image_url === 'string' ? wallet.image_url : imageId ? imageUrl(imageId) : undefined
      entries.push({
        kind: 'catalogue',
        key: `recent:${wallet.id}`,
        name: wallet.name ?? wallet.id,
        imageUrl: image,
        tag: 'Recent',
        wallet: {
          id: wallet.id,
          name: wallet.name ?? wallet.id,
          rdns: wallet.rdns ?? null,
          image_id: imageId ?? null,
        },
      })
    }
    usedIds.add(wallet.id)
    if (wallet.rdns) usedIds.add(wallet.rdns)
  }

  for (const connector of shown) {
    if (usedConnectors.has(connector)) continue
    entries.push({
      kind: 'connector',
      key: `${connector.chain}:${connector.id}`,
      name: connector.name,
      imageUrl: connectorImage(connector, imageUrl),
      tag:
        connector.type === 'WALLET_CONNECT'
          ? 'QR Code'
          : connector.type === 'EXTERNAL'
            ? undefined
            : 'Installed',
      connector,
    })
    if (connector.info?.rdns) usedIds.add(connector.info.rdns)
    if (connector.explorerId) usedIds.add(connector.explorerId)
  }

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

// What picking a wallet does: a wallet with connectors is connected through the kernel's connect protocol
// (which shows the connector's connecting view and, on success, Account); a catalogue wallet goes to the
// opener a pairing-protocol plugin contributed.
import type { Airlock } from '@airlock/kernel'
import { catalogueState } from '../../catalogue/CatalogueState'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import type { CatalogueWalletOpener } from '../../registry'
import type { WalletEntry } from './walletEntries'

/** The contributed opener of catalogue wallets (the latest), or undefined when no plugin offers one. */
export function catalogueWalletOpener(airlock: Airlock): CatalogueWalletOpener | undefined {
  return airlock.get((s) => s.contributions('ui/catalogueWallet')).at(-1)
}

/** Opens the connection flow of a catalogue wallet (QR and deep links, from the contributing plugin). */
export async function openCatalogueWallet(airlock: Airlock, wallet: CatalogueWallet): Promise<void> {
  const catalogue = catalogueState(airlock)
  catalogue.remember([wallet])
  await catalogueWalletOpener(airlock)?.open(wallet, { imageUrl: catalogue.imageUrl(wallet) })
}

/**
 * Connects the wallet of a list entry. The connecting view shows the status and the failure (from the
 * stores), so a failed connect is not an error here.
 */
export function openWalletEntry(airlock: Airlock, entry: WalletEntry): Promise<void> {
  if (entry.kind === 'catalogue') return openCatalogueWallet(airlock, entry.wallet)
  return airlock.connect(entry.wallet.id).then(
    () => undefined,
    () => undefined,
  )
}

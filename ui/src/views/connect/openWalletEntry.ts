// What picking a wallet does: injected/announced/external connectors go to ConnectingExternal,
// WalletConnect and catalogue wallets to ConnectingWalletConnect.
import type { Airlock } from '@airlock/kernel'
import { catalogueState } from '../../catalogue/CatalogueState'
import type { CatalogueWallet } from '../../catalogue/catalogueTypes'
import type { WalletEntry } from './walletEntries'

/** Opens the connecting view for a catalogue wallet (QR and deep links). */
export function openCatalogueWallet(airlock: Airlock, wallet: CatalogueWallet): Promise<void> {
  catalogueState(airlock).remember([wallet])
  return airlock.show('ConnectingWalletConnect', { walletId: wallet.id })
}

/** Opens the connecting view for a wallet-list entry. */
export function openWalletEntry(airlock: Airlock, entry: WalletEntry): Promise<void> {
  if (entry.kind === 'catalogue') return openCatalogueWallet(airlock, entry.wallet)
  if (entry.connector.type === 'WALLET_CONNECT') return airlock.show('ConnectingWalletConnect')
  return airlock.show('ConnectingExternal', { connectorId: entry.connector.id })
}

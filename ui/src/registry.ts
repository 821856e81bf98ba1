// Type registrations of @airlock/ui: the views it adds to the kernel's four (so `airlock.show('Send')` is
// checked) and the contribution a pairing-protocol plugin makes so catalogue wallets (recommended, All
// Wallets) can be connected. (The kernel's `Register.viewComponent` is not set yet: the kernel's lazy
// placeholder loader is typed `Promise<void>` and would not compile against a component type.)
import type { ComponentType, ExoticComponent } from 'react'
import type { CatalogueWallet } from './catalogue/catalogueTypes'
import type { Nft, NftSource } from './views/nfts/nftTypes'

/** A React component a view or a slot entry loads: any component that takes no props. */
export type UiComponent = ComponentType | ExoticComponent

/**
 * Opens the connection flow of a wallet from the catalogue (it has no connector of its own, e.g. a QR
 * pairing with a deep link); a plugin contributes it under `ui/catalogueWallet`.
 */
export interface CatalogueWalletOpener {
  /** Starts connecting the wallet (usually by showing the plugin's connecting view). */
  open(wallet: CatalogueWallet): Promise<void>
}

declare module '@airlock/kernel' {
  interface ViewRegistry {
    /** The full wallet catalogue with search. */
    AllWallets: undefined
    /** The network picker. */
    Networks: undefined
    /** Send the native currency or a token. */
    Send: undefined
    /** The account's address as text and QR code. */
    Receive: undefined
    /** One NFT of the account: image, name, collection, token id, contract, explorer link. */
    NftDetails: { nft: Nft }
  }
  interface Contributions {
    /** How a catalogue wallet is connected; without one, ui lists no catalogue wallets. */
    'ui/catalogueWallet': CatalogueWalletOpener
    /** A chain plugin's NFT listing for its namespace (else ui asks the blockchain-data API). */
    'ui/nfts': NftSource
  }
}

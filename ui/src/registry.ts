// Type registrations of @airlock/ui: the component type views and slot entries load (`Register`, so a
// loader returning something else is a type error), the views it adds to the kernel's four (so
// `airlock.navigate('Send')` is checked) and the contribution a pairing-protocol plugin makes so catalogue
// wallets (recommended, All Wallets) can be connected.
import type { ComponentType, ExoticComponent } from 'react'
import type { CatalogueWallet } from './catalogue/catalogueTypes'
import type { ChainMarks } from './catalogue/chainMarks'
import type { Nft, NftSource } from './views/nfts/nftTypes'

/** A React component a view or a slot entry loads: any component that takes no props. */
export type UiComponent = ComponentType | ExoticComponent

/**
 * Opens the connection flow of a wallet from the catalogue (it has no connector of its own, e.g. a QR
 * pairing with a deep link); a plugin contributes it under `ui/catalogueWallet`.
 */
export interface CatalogueWalletOpener {
  /**
   * Starts connecting the wallet (usually by showing the plugin's connecting view). `shown` says how the
   * list showed it: its image URL (already loaded there, so the connecting view reuses it, e.g. as the QR
   * code's centre, instead of a letter placeholder).
   *
   * @example
   * ctx.contribute('ui/catalogueWallet', {
   *   open: (wallet, shown) => ctx.navigate('my/qr', { walletId: wallet.id, imageUrl: shown?.imageUrl }),
   * })
   */
  open(wallet: CatalogueWallet, shown?: CatalogueWalletShown): Promise<void>
}

/** How a list showed the catalogue wallet the visitor picked (see {@link CatalogueWalletOpener.open}). */
export interface CatalogueWalletShown {
  /** The wallet's image URL as the list rendered it (undefined when it had none). */
  imageUrl?: string | undefined
}

declare module '@airlock/kernel' {
  interface Register {
    /** What a view's or a slot entry's `load` resolves to: a React component that takes no props. */
    viewComponent: UiComponent
  }
  interface ViewRegistry {
    /** The full wallet catalogue with search. */
    AllWallets: undefined
    /** The network picker. */
    Networks: undefined
    /** Send the native currency or a token. */
    Send: undefined
    /** The account's address as text and QR code. */
    Receive: undefined
    /** Help for newcomers: what a wallet is, and "Get a wallet". */
    WhatIsAWallet: undefined
    /** One NFT of the account: image, name, collection, token id, contract, explorer link. */
    NftDetails: { nft: Nft }
  }
  interface Contributions {
    /** How a catalogue wallet is connected; without one, ui lists no catalogue wallets. */
    'ui/catalogueWallet': CatalogueWalletOpener
    /** A chain plugin's marks for its networks and native currencies (used when they have no image). */
    'ui/chainMarks': ChainMarks
    /** A chain plugin's NFT listing for its namespace (else ui asks the blockchain-data API). */
    'ui/nfts': NftSource
  }
}

// The Wallet Standard Solana wallets of a page: read from a registry (the page's, ./pageWallets, by default),
// following late registrations and unregistrations, one connector per wallet name.
import type { Connector } from '@airlock/kernel'
import type { Wallet } from '@wallet-standard/base'
import { action, computed, makeObservable, observableRef } from 'mobx'
import { isSolanaWallet } from './isSolanaWallet'
import { KNOWN_WALLET_RDNS } from './knownWallets'

/** The part of a Wallet Standard registry (`pageWallets()`, or @wallet-standard/app's `getWallets()`) the plugin reads. */
export interface WalletsSource {
  /** The wallets registered so far. */
  get(): readonly Wallet[]
  /** Follows registrations and unregistrations; returns the remover. */
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** The connector id of a Wallet Standard wallet: `solana:` + its name (unique across namespaces). */
export function walletConnectorId(wallet: Pick<Wallet, 'name'>): string {
  return `solana:${wallet.name}`
}

/**
 * The Solana wallets registered on the page. Wallets are de-duplicated by name (the first one registered
 * wins; when it unregisters, a later one of the same name takes its place). `rdnsOf` gives a wallet's
 * rdns when another namespace knows it (so the kernel joins the rows); known wallets have it built in.
 */
export class SolanaWalletRegistry {
  /** Every registered Solana wallet, in registration order (duplicates included). */
  private registered: Wallet[] = []
  constructor(private readonly rdnsOf: (name: string) => string | undefined = () => undefined) {
    makeObservable<SolanaWalletRegistry, 'registered' | 'add' | 'remove'>(this, {
      registered: observableRef,
      wallets: computed,
      connectors: computed,
      add: action,
      remove: action,
    })
  }

  /** The wallets to offer, one per name (observable). */
  get wallets(): Wallet[] {
    const seen = new Set<string>()
    return this.registered.filter((w) => !seen.has(w.name) && seen.add(w.name) !== undefined)
  }

  /** The kernel connectors of the wallets (observable). */
  get connectors(): Connector[] {
    return this.wallets.map((wallet) => {
      const rdns = KNOWN_WALLET_RDNS[wallet.name.toLowerCase()] ?? this.rdnsOf(wallet.name)
      return {
        id: walletConnectorId(wallet),
        name: wallet.name,
        imageUrl: wallet.icon,
        type: 'ANNOUNCED',
        namespaces: ['solana'],
        ...(rdns ? { info: { rdns } } : {}),
      }
    })
  }

  /** The wallet behind a connector id. */
  wallet(connectorId: string): Wallet | undefined {
    return this.wallets.find((w) => walletConnectorId(w) === connectorId)
  }

  /** Reads the source's wallets and follows it; returns the function that stops following. */
  watch(source: WalletsSource): () => void {
    this.add(source.get())
    const offRegister = source.on('register', (...wallets) => this.add(wallets))
    const offUnregister = source.on('unregister', (...wallets) => this.remove(wallets))
    return () => {
      offRegister()
      offUnregister()
    }
  }

  private add(wallets: readonly Wallet[]): void {
    const fresh = wallets.filter((w) => isSolanaWallet(w) && !this.registered.includes(w))
    if (fresh.length === 0) return
    this.registered = [...this.registered, ...fresh]
  }

  /** Drops exactly the wallets that unregistered (AppKit's filter keeps them instead). */
  private remove(wallets: readonly Wallet[]): void {
    this.registered = this.registered.filter((w) => !wallets.includes(w))
  }
}

// The Bitcoin wallets of a page: Wallet Standard wallets with `bitcoin:` features (following late
// registrations and unregistrations) and Sats Connect providers announced on `window.btc_providers`, one
// connector per wallet name (a wallet announcing itself both ways is one row; Wallet Standard is used).
import type { Connector } from '@airlock/kernel'
import type { Wallet } from '@wallet-standard/base'
import { action, computed, makeObservable, observableRef } from 'mobx'
import { isBitcoinWallet } from './isBitcoinWallet'
import type { SatsConnectEntry } from './satsConnectProvider'

/** The part of @wallet-standard/app's `getWallets()` registry the plugin reads. */
export interface WalletsSource {
  /** The wallets registered so far. */
  get(): readonly Wallet[]
  /** Follows registrations and unregistrations; returns the remover. */
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** A discovered wallet: a Wallet Standard one or a Sats Connect provider. */
export type DiscoveredBitcoinWallet =
  | { kind: 'wallet-standard'; name: string; icon: string; wallet: Wallet }
  | { kind: 'sats-connect'; name: string; icon: string; entry: SatsConnectEntry }

/** The connector id of a Bitcoin wallet: `bip122:` + its name (unique across namespaces). */
export function bitcoinConnectorId(wallet: { name: string }): string {
  return `bip122:${wallet.name}`
}

/**
 * The Bitcoin wallets on the page. De-duplicated by name (Wallet Standard first, then the first
 * registered); `rdnsOf` gives a wallet's rdns when another namespace knows it, so the kernel joins the rows.
 */
export class BitcoinWalletRegistry {
  private standard: Wallet[] = []
  private sats: SatsConnectEntry[] = []
  private readonly waiting = new Set<() => void>()

  constructor(private readonly rdnsOf: (name: string) => string | undefined = () => undefined) {
    makeObservable<BitcoinWalletRegistry, 'standard' | 'sats' | 'add' | 'remove' | 'setSats'>(this, {
      standard: observableRef,
      sats: observableRef,
      wallets: computed,
      connectors: computed,
      add: action,
      remove: action,
      setSats: action,
    })
  }

  /** The wallets to offer, one per name (observable). */
  get wallets(): DiscoveredBitcoinWallet[] {
    const seen = new Set<string>()
    const all: DiscoveredBitcoinWallet[] = [
      ...this.standard.map((wallet) => ({
        kind: 'wallet-standard' as const,
        name: wallet.name,
        icon: wallet.icon,
        wallet,
      })),
      ...this.sats.map((entry) => ({
        kind: 'sats-connect' as const,
        name: entry.name,
        icon: entry.icon,
        entry,
      })),
    ]
    return all.filter((w) => !seen.has(w.name) && seen.add(w.name) !== undefined)
  }

  /** The kernel connectors of the wallets (observable). */
  get connectors(): Connector[] {
    return this.wallets.map((wallet) => {
      const rdns = this.rdnsOf(wallet.name)
      return {
        id: bitcoinConnectorId(wallet),
        name: wallet.name,
        imageUrl: wallet.icon,
        type: 'ANNOUNCED',
        namespaces: ['bip122'],
        ...(rdns ? { info: { rdns } } : {}),
      }
    })
  }

  /**
   * The wallet behind a connector id, when it is on the page. (Its provider is made by the adapter's
   * implementation, loaded on first use: `walletStandardProvider` or `satsConnectProvider`.)
   */
  wallet(connectorId: string): DiscoveredBitcoinWallet | undefined {
    return this.wallets.find((w) => bitcoinConnectorId(w) === connectorId)
  }

  /** Waits up to `timeoutMs` for a connector's wallet to appear (an extension registering after a reload). */
  async waitFor(connectorId: string, timeoutMs: number): Promise<DiscoveredBitcoinWallet | undefined> {
    const found = this.wallet(connectorId)
    if (found || timeoutMs <= 0) return found
    return new Promise((resolve) => {
      const settle = () => {
        clearTimeout(timer)
        this.waiting.delete(check)
        resolve(this.wallet(connectorId))
      }
      const check = () => {
        if (this.wallet(connectorId)) settle()
      }
      const timer = setTimeout(settle, timeoutMs)
      this.waiting.add(check)
    })
  }

  /** Reads the Wallet Standard source and follows it; returns the function that stops following. */
  watch(source: WalletsSource): () => void {
    this.add(source.get())
    const offRegister = source.on('register', (...wallets) => this.add(wallets))
    const offUnregister = source.on('unregister', (...wallets) => this.remove(wallets))
    return () => {
      offRegister()
      offUnregister()
    }
  }

  /** Reads the Sats Connect providers announced on a page (`window.btc_providers`), again on each call. */
  readSatsConnect(page: { btc_providers?: unknown } & Record<string, unknown>): void {
    const list = Array.isArray(page.btc_providers) ? page.btc_providers : []
    const entries: SatsConnectEntry[] = []
    for (const raw of list) {
      const entry = raw as Partial<SatsConnectEntry> | null
      if (typeof entry?.id !== 'string' || typeof entry.name !== 'string' || !entry.name) continue
      const provider = entry.id
        .split('.')
        .reduce<unknown>(
          (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
          page,
        )
      if (typeof (provider as { request?: unknown } | undefined)?.request !== 'function') continue
      entries.push({
        id: entry.id,
        name: entry.name,
        icon: typeof entry.icon === 'string' ? entry.icon : '',
        provider: provider as SatsConnectEntry['provider'],
      })
    }
    this.setSats(entries)
  }

  private setSats(entries: SatsConnectEntry[]): void {
    const same =
      entries.length === this.sats.length &&
      entries.every((e, i) => e.id === this.sats[i]?.id && e.provider === this.sats[i]?.provider)
    if (same) return
    this.sats = entries
    for (const check of [...this.waiting]) check()
  }

  private add(wallets: readonly Wallet[]): void {
    const fresh = wallets.filter((w) => isBitcoinWallet(w) && !this.standard.includes(w))
    if (fresh.length === 0) return
    this.standard = [...this.standard, ...fresh]
    for (const check of [...this.waiting]) check()
  }

  private remove(wallets: readonly Wallet[]): void {
    this.standard = this.standard.filter((w) => !wallets.includes(w))
  }
}

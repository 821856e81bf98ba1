// Wallet discovery, its own chunk: the page's Wallet Standard bitcoin wallets (@wallet-standard/app's
// registry, followed as wallets register and unregister) and its Sats Connect providers, gathered in a
// `BitcoinWalletRegistry`. Loaded by the adapter when discovery starts (the page's first idle moment after
// load, the modal opening, or the first connect or read), so none of it is in the page's initial JS. Late
// discovery loses no wallet: a Wallet Standard wallet that registered earlier registers again when the app
// announces itself (`getWallets()` dispatches `wallet-standard:app-ready`).
import { getWallets } from '@wallet-standard/app'
import type { BitcoinResolvedOptions } from '../options'
import { BitcoinWalletRegistry } from './BitcoinWalletRegistry'

/** A running discovery: the registry it fills and the function that stops following the page. */
export interface BitcoinDiscovery {
  registry: BitcoinWalletRegistry
  stop(): void
}

/**
 * Starts following the page's Bitcoin wallets, as the options ask (`walletStandard`, `satsConnect`,
 * `wallets`). `rdnsOf` gives a wallet's rdns when another namespace knows it (the rows join).
 *
 * @example
 * const { registry, stop } = discoverBitcoinWallets(parseBitcoinOptions({ networks: [bitcoinRegtest] }))
 */
export function discoverBitcoinWallets(
  options: Pick<BitcoinResolvedOptions, 'walletStandard' | 'satsConnect' | 'wallets' | 'rdns'>,
  rdnsOf: (name: string) => string | undefined = () => undefined,
): BitcoinDiscovery {
  const extra = new Map(Object.entries(options.rdns).map(([k, v]) => [k.toLowerCase(), v]))
  const registry = new BitcoinWalletRegistry((name) => extra.get(name.toLowerCase()) ?? rdnsOf(name))
  const browser = typeof window !== 'undefined'
  const source = options.wallets ?? (options.walletStandard && browser ? getWallets() : undefined)
  const stops = [options.walletStandard && source ? registry.watch(source) : () => {}]
  if (options.satsConnect && browser) {
    // Sats Connect has no announcement event: read the list now and once the page has loaded.
    const read = () => registry.readSatsConnect(window as never)
    read()
    if (document.readyState !== 'complete') {
      window.addEventListener('load', read, { once: true })
      stops.push(() => window.removeEventListener('load', read))
    }
  }
  return {
    registry,
    stop: () => {
      for (const stop of stops) stop()
    },
  }
}

import type { Eip1193Provider, EvmConnector } from '../types'

/** A window-like object that may carry an injected provider. */
export interface InjectedTarget {
  /** The legacy injected provider (window.ethereum). */
  ethereum?: (Eip1193Provider & Record<string, unknown>) | undefined
}

/** The injected connector's name: the catalogue's `browserWallet` text (evm's texts load with its behaviour). */
export const INJECTED_WALLET_NAME = 'Browser Wallet'

/** Reverse-DNS ids of wallets recognisable from their injected flags (to de-duplicate with EIP-6963). */
const FLAG_RDNS: readonly (readonly [string, string])[] = [
  ['isRabby', 'io.rabby'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isMetaMask', 'io.metamask'],
]

/** Guesses the rdns of an injected provider from its `is*` flags; undefined when unknown. */
export function injectedRdns(provider: Record<string, unknown>): string | undefined {
  return FLAG_RDNS.find(([flag]) => provider[flag] === true)?.[1]
}

/**
 * The INJECTED connector over `window.ethereum`, or null when the page has none.
 *
 * @example
 * const connector = injectedConnector(window)
 */
export function injectedConnector(target: InjectedTarget | undefined): EvmConnector | null {
  const provider = target?.ethereum
  if (!provider || typeof provider.request !== 'function') return null
  const rdns = injectedRdns(provider)
  return {
    id: 'injected',
    name: INJECTED_WALLET_NAME,
    type: 'INJECTED',
    ...(rdns ? { rdns } : {}),
    getProvider: async () => provider,
  }
}

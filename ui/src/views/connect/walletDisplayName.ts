// The spec's fixed wallet display names (§9: a fixed map for injected, WalletConnect, Coinbase, Ledger and
// Safe), by connector id. The spec names the connectors, not the texts; these are the reference product's
// names (the injected wallet is 'Browser Wallet'). Proper names: not translated.

/** Display name by connector id, for the five connectors the spec fixes. */
export const WALLET_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  injected: 'Browser Wallet',
  walletConnect: 'WalletConnect',
  coinbaseWallet: 'Coinbase',
  coinbaseWalletSDK: 'Coinbase',
  ledger: 'Ledger',
  safe: 'Safe',
}

/**
 * The name a wallet row shows: the fixed name of its id (its first connector's) when the map has it,
 * else the name it announced (a wallet that joined an announced row keeps the announced name).
 *
 * @example
 * walletDisplayName({ id: 'injected', name: 'Injected' }) // 'Browser Wallet'
 */
export function walletDisplayName(wallet: { id: string; name: string }): string {
  return WALLET_DISPLAY_NAMES[wallet.id] ?? wallet.name
}

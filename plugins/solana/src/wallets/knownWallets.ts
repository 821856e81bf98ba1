// Reverse-DNS ids of wallets that announce themselves both as Wallet Standard Solana wallets (by name) and
// as EIP-6963 providers (by rdns), so that the kernel joins their connectors into one wallet row.

/** Lower-cased Wallet Standard name → rdns, for wallets known to announce through EIP-6963 as well. */
export const KNOWN_WALLET_RDNS: Readonly<Record<string, string>> = {
  phantom: 'app.phantom',
  backpack: 'app.backpack',
  'okx wallet': 'com.okex.wallet',
  'coinbase wallet': 'com.coinbase.wallet',
  'trust wallet': 'com.trustwallet.app',
  metamask: 'io.metamask',
  'bitget wallet': 'com.bitget.web3',
  'airlock test wallet': 'dev.airlock.testwallet',
}

/** The browse deep links of the spec's "Solana deep-link redirect for two named wallets" (Phantom, Solflare). */
const BROWSE_LINKS: Readonly<Record<string, string>> = {
  phantom: 'https://phantom.app/ul/browse/',
  solflare: 'https://solflare.com/ul/v1/browse/',
}

/**
 * The link that opens `url` inside a Solana wallet's in-app browser on a phone (Phantom and Solflare), or
 * undefined for other wallets. `ref` is the app's origin.
 *
 * @example
 * solanaBrowseDeepLink('Phantom', 'https://app.example/swap', 'https://app.example')
 * // 'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fswap?ref=https%3A%2F%2Fapp.example'
 */
export function solanaBrowseDeepLink(walletName: string, url: string, ref: string): string | undefined {
  const base = BROWSE_LINKS[walletName.trim().toLowerCase()]
  return base ? `${base}${encodeURIComponent(url)}?ref=${encodeURIComponent(ref)}` : undefined
}

import type { Wallet } from '@wallet-standard/base'

/**
 * True for a Wallet Standard wallet that can serve Bitcoin: it connects (`bitcoin:connect` or
 * `standard:connect`) and has a `bitcoin:` feature or chain.
 *
 * @example
 * getWallets().get().filter(isBitcoinWallet)
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features ?? {})
  const connects = features.includes('bitcoin:connect') || features.includes('standard:connect')
  const bitcoin =
    features.some((f) => f.startsWith('bitcoin:')) ||
    (wallet.chains ?? []).some((c) => c.startsWith('bitcoin:'))
  return connects && bitcoin
}

// Which Wallet Standard wallets serve Solana (in the page's initial JS: the registry lists them as
// connectors before anything else of the adapter loads).
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'

type Features = Partial<StandardConnectFeature> & {
  readonly 'solana:signTransaction'?: unknown
  readonly 'solana:signAndSendTransaction'?: unknown
}

/** True when a Wallet Standard wallet can serve Solana: a solana chain, connect, and a way to sign transactions. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const f = wallet.features as Features
  return (
    wallet.chains.some((c) => c.startsWith('solana:')) &&
    f['standard:connect'] !== undefined &&
    (f['solana:signTransaction'] !== undefined || f['solana:signAndSendTransaction'] !== undefined)
  )
}

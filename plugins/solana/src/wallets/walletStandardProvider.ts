// A Wallet Standard wallet as a `SolanaProvider`: the standard:connect / disconnect / events features and
// the solana:signMessage / signTransaction / signAndSendTransaction / signIn features when present.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignInFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { SolanaWalletFeatureError } from '../errors'
import type { SolanaChainRef, SolanaProvider } from '../types'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature &
    SolanaSignInFeature
>

/**
 * Wraps a Wallet Standard wallet.
 *
 * @example
 * const provider = walletStandardProvider(wallet)
 * const [address] = await provider.connect()
 */
export function walletStandardProvider(wallet: Wallet): SolanaProvider {
  const features = () => wallet.features as Features
  const account = (address: string): WalletAccount => {
    const found = wallet.accounts.find((a) => a.address === address)
    if (!found) throw new SolanaWalletFeatureError(`account ${address}`)
    return found
  }
  const chainOf = (chain: SolanaChainRef): IdentifierString => {
    const named = chain.walletStandardChain
    if (named && wallet.chains.includes(named as IdentifierString)) return named as IdentifierString
    if (wallet.chains.includes(chain.caipNetworkId as IdentifierString))
      return chain.caipNetworkId as IdentifierString
    return (named ?? chain.caipNetworkId) as IdentifierString
  }
  const feature = <K extends keyof Features>(name: K): NonNullable<Features[K]> => {
    const f = features()[name]
    if (!f) throw new SolanaWalletFeatureError(name)
    return f as NonNullable<Features[K]>
  }
  const provider: SolanaProvider = {
    async connect(options) {
      const { accounts } = await feature('standard:connect').connect(
        options?.silent ? { silent: true } : undefined,
      )
      return solanaAddresses(accounts)
    },
    chains: () => wallet.chains.filter((c) => c.startsWith('solana:')),
    onChange(listener) {
      const events = features()['standard:events']
      if (!events) return () => {}
      return events.on('change', (change) => {
        listener({
          ...(change.accounts ? { accounts: solanaAddresses(change.accounts) } : {}),
          ...(change.chains ? { chains: change.chains.filter((c) => c.startsWith('solana:')) } : {}),
        })
      })
    },
  }
  if (features()['standard:disconnect'])
    provider.disconnect = () => feature('standard:disconnect').disconnect()
  if (features()['solana:signMessage']) {
    provider.signMessage = async ({ address, message }) => {
      const [out] = await feature('solana:signMessage').signMessage({ account: account(address), message })
      if (!out) throw new SolanaWalletFeatureError('solana:signMessage (no output)')
      return out.signature
    }
  }
  if (features()['solana:signTransaction']) {
    provider.signTransaction = async ({ address, transaction, chain }) => {
      const [out] = await feature('solana:signTransaction').signTransaction({
        account: account(address),
        transaction,
        chain: chainOf(chain),
      })
      if (!out) throw new SolanaWalletFeatureError('solana:signTransaction (no output)')
      return out.signedTransaction
    }
  }
  if (features()['solana:signAndSendTransaction']) {
    provider.signAndSendTransaction = async ({ address, transaction, chain, commitment }) => {
      const [out] = await feature('solana:signAndSendTransaction').signAndSendTransaction({
        account: account(address),
        transaction,
        chain: chainOf(chain),
        ...(commitment ? { options: { commitment, preflightCommitment: commitment } } : {}),
      })
      if (!out) throw new SolanaWalletFeatureError('solana:signAndSendTransaction (no output)')
      return out.signature
    }
  }
  if (features()['solana:signIn']) {
    provider.signIn = async (input) => {
      const [out] = await feature('solana:signIn').signIn(input)
      if (!out) throw new SolanaWalletFeatureError('solana:signIn (no output)')
      return { address: out.account.address, signedMessage: out.signedMessage, signature: out.signature }
    }
  }
  return provider
}

function solanaAddresses(accounts: readonly WalletAccount[]): string[] {
  return accounts
    .filter((a) => a.chains.length === 0 || a.chains.some((c) => c.startsWith('solana:')))
    .map((a) => a.address)
}

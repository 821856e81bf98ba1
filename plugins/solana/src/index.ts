// Public API of @airlock/solana. Nothing exported here imports @solana/kit at module level: the adapter's
// kit-backed part and the WalletConnect provider load with `await import()` on first use.
export {
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterEnvironment,
} from './adapter/createSolanaAdapter'
export { signInMessageText } from './adapter/signInMessage'
export type { SolanaTransferCapabilities, SolanaTransferData } from './adapter/transfers'
export { isSolanaAddress, plainMint } from './address'
export * from './errors'
export { SOLANA_EN, SOLANA_MESSAGES } from './messages'
export { type SolanaChainMap, solanaChainMap } from './networks/chainMap'
export {
  defaultWebSocketUrl,
  type SolanaNetwork,
  type SolanaNetworkParameters,
  solanaDevnet,
  solanaMainnet,
  solanaNetwork,
  solanaTestnet,
  type WalletStandardSolanaChain,
} from './networks/networks'
export {
  parseSolanaOptions,
  type SolanaCommitment,
  type SolanaOptions,
  type SolanaResolvedOptions,
} from './options'
export { solana } from './plugin'
export type * from './types'
export { formatAmount, parseAmount } from './units'
export { SOLANA_WALLETCONNECT_METHODS, solanaWalletConnectNamespace } from './walletConnect/namespace'
export { isSolanaWallet } from './wallets/isSolanaWallet'
export { KNOWN_WALLET_RDNS, solanaBrowseDeepLink } from './wallets/knownWallets'
export { createPageWallets, type PageWallets, pageWallets } from './wallets/pageWallets'
export { SolanaWalletRegistry, type WalletsSource, walletConnectorId } from './wallets/WalletRegistry'
export { walletStandardProvider } from './wallets/walletStandardProvider'

// `@airlock/devnet/test-wallets`: the devnet's test wallets as objects for Node (and browser) tests, without a
// page: the EIP-1193 provider and the Solana Wallet Standard wallet the injected test wallet announces.
// Its own entry because the Solana wallet loads `@airlock/solana` (the SIWS text), which the devnet's main
// entry never does.
export type { ApprovalGate, PendingRequest } from '../injected/approvalGate'
export { SolanaTestWallet } from '../injected/solana/SolanaTestWallet'
export { TestWalletProvider } from '../injected/TestWalletProvider'
export type { ApprovalMode, TestWalletInfo, TestWalletSolanaChain } from '../testWalletConfig'
export { createSolanaTestWallet, type SolanaTestWalletOptions } from './createSolanaTestWallet'
export { createTestWalletProvider, type TestWalletProviderOptions } from './createTestWalletProvider'

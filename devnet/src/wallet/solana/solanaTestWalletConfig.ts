// Node side: the Solana part of the test wallets' config, from the devnet seed accounts.
import { DEVNET_SOLANA_ACCOUNTS, type SolanaDevnetAccount } from '../../solana/solanaAccounts'
import { DEVNET_SOLANA_CAIP_ID, DEVNET_SOLANA_WALLET_CHAIN } from '../../solana/solanaConstants'
import type { TestWalletSolanaConfig } from '../testWalletConfig'
import { toHex } from './encoding'

/** The public Solana devnet's Wallet Standard name; the test wallet answers it from the local node too. */
export const SOLANA_DEVNET_WALLET_CHAIN = 'solana:devnet' as const

/**
 * The injected wallet's Solana config: chains `solana:localnet` and `solana:devnet`, both served by the
 * local node at `rpcUrl`, and the keys of the devnet seed accounts (m/44'/501'/i'/0' of the devnet mnemonic).
 * @example testWalletInitScript({ chains, accounts, solana: solanaTestWalletConfig(node.rpcUrl) })
 */
export function solanaTestWalletConfig(
  rpcUrl: string,
  accounts: readonly SolanaDevnetAccount[] = DEVNET_SOLANA_ACCOUNTS,
): TestWalletSolanaConfig {
  return {
    chains: [
      { chain: DEVNET_SOLANA_WALLET_CHAIN, rpcUrl },
      { chain: SOLANA_DEVNET_WALLET_CHAIN, rpcUrl },
    ],
    accounts: accounts.map((a) => toHex(a.secretKey)),
  }
}

/** The wallet page's Solana config: the local network's CAIP-2 id (WalletConnect chains are CAIP-2). */
export function solanaWalletPageConfig(
  rpcUrl: string,
  accounts: readonly SolanaDevnetAccount[] = DEVNET_SOLANA_ACCOUNTS,
): TestWalletSolanaConfig {
  return {
    chains: [{ chain: DEVNET_SOLANA_CAIP_ID, rpcUrl }],
    accounts: accounts.map((a) => toHex(a.secretKey)),
  }
}

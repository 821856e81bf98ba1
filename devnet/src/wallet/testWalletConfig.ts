import type { BitcoinNetwork } from '@airlock/bitcoin'
import type { Hex } from 'viem'

/** How the wallet answers requests that need the user's approval. */
export type ApprovalMode = 'approve' | 'reject' | 'manual'

/** One chain the test wallet knows: id and JSON-RPC URL (a devnet anvil). */
export interface TestWalletChain {
  chainId: number
  rpcUrl: string
  name?: string
}

/** EIP-6963 provider info announced by the test wallet. */
export interface TestWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

/** One Solana chain of the test wallet: its Wallet Standard chain id and the JSON-RPC URL that serves it. */
export interface TestWalletSolanaChain {
  /** e.g. 'solana:localnet' (DEVNET_SOLANA_WALLET_CHAIN); also a CAIP-2 id on the wallet page. */
  chain: `solana:${string}`
  /** The devnet Solana node's HTTP JSON-RPC URL. */
  rpcUrl: string
}

/** The Solana side of the test wallet (Wallet Standard); absent: no Solana wallet is registered. */
export interface TestWalletSolanaConfig {
  /** Chains advertised; sign-and-send goes to the RPC URL of the input's chain. */
  chains: TestWalletSolanaChain[]
  /** 32-byte ed25519 secret keys as hex (DEVNET_SOLANA_ACCOUNTS, m/44'/501'/i'/0'); the first is active. */
  accounts: Hex[]
  /** Offer `solana:signAndSendTransaction` (default true; false: apps must sign and send themselves). */
  signAndSend?: boolean
  /** Offer `solana:signIn` (default true; false: apps fall back to signing the SIWS text as a message). */
  signIn?: boolean
}

/**
 * The Bitcoin side of the test wallets: the network definition of `@airlock/bitcoin` (plain data, with the
 * `esploraUrl` transfers are sent through) and private keys as hex (DEVNET_BITCOIN_ACCOUNTS, BIP-84); the
 * first is active. Absent: no Bitcoin wallet.
 */
export interface TestWalletBitcoinConfig {
  network: BitcoinNetwork
  accounts: string[]
}

/** The small JSON blob that configures the injected test wallet. */
export interface TestWalletConfig {
  /** Known chains; the first is the initial chain unless `initialChainId` says otherwise. */
  chains: TestWalletChain[]
  /** Private keys of the accounts (devnet mnemonic); `switchAccount(i)` picks one. */
  accounts: Hex[]
  initialChainId?: number
  /** Default 'approve'. */
  mode?: ApprovalMode
  /** Also set `window.ethereum` (default false: EIP-6963 only). */
  injectWindowEthereum?: boolean
  /** Overrides of the announced info (default name 'Airlock Test Wallet', rdns 'dev.airlock.testwallet'). */
  info?: Partial<TestWalletInfo>
  /** Also register a Wallet Standard Solana wallet with the same name, icon and gate (see solanaTestWalletConfig). */
  solana?: TestWalletSolanaConfig
  /**
   * Also register a Wallet Standard Bitcoin wallet and a Sats Connect-style `window.btc_providers` provider with
   * the same name, icon and gate (see bitcoinTestWalletConfig).
   */
  bitcoin?: TestWalletBitcoinConfig
}

/**
 * The wallet's icon: a small SVG as a base64 data URI — the form the Wallet Standard requires, so the
 * EIP-6963 provider and the Solana wallet carry the very same string.
 */
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6feb"/><path d="M9 15v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="7" y="15" width="18" height="11" rx="2" fill="#fff"/></svg>',
)}` as const

/** Default announced EIP-6963 name. */
export const TEST_WALLET_NAME = 'Airlock Test Wallet'
/** Default announced EIP-6963 rdns. */
export const TEST_WALLET_RDNS = 'dev.airlock.testwallet'

/** The error code and message a user rejection gives (EIP-1193). */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const

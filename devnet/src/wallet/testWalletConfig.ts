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
}

/** The wallet's icon: a small SVG as a data URI. */
export const TEST_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6feb"/><path d="M9 15v-3a7 7 0 0 1 14 0v3" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="7" y="15" width="18" height="11" rx="2" fill="#fff"/></svg>',
)}`

/** Default announced EIP-6963 name. */
export const TEST_WALLET_NAME = 'Airlock Test Wallet'
/** Default announced EIP-6963 rdns. */
export const TEST_WALLET_RDNS = 'dev.airlock.testwallet'

/** The error code and message a user rejection gives (EIP-1193). */
export const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const

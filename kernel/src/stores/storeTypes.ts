// Entity shapes the stores hold (spec §3), namespace-generic.
import type { TokenBalance } from '../api/schemas'
import type { CaipAddress } from '../validation/caip'

/** Connection status of one chain namespace (spec §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Account status as views show it. */
export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Account type (spec §6). */
export type PreferredAccountType = 'eoa' | 'smartAccount'

/** An account of a multi-account wallet. */
export interface AccountEntry {
  address: string
  type: string
}

/** The user a secure-frame login returns (spec §3 "Connected user from the frame"). */
export interface ConnectedUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: readonly { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: PreferredAccountType
}

/** Info about the connected wallet, for the Account header. */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  rdns?: string
  type?: string
}

/** Account state of one namespace (spec §3 "Account state"). */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: PreferredAccountType | undefined
  socialProvider: string | undefined
  allAccounts: AccountEntry[]
  user: ConnectedUser | undefined
  status: AccountStatus
  smartAccountDeployed: boolean
  /** Account tab: 0 Tokens, 1 NFTs, 2 Activity. */
  currentTab: number
}

/** Snackbar variants (spec §4). */
export type SnackbarVariant = 'success' | 'error' | 'loading' | 'info'

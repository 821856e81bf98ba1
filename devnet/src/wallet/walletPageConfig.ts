import type { Hex } from 'viem'
import type { TestWalletBitcoinConfig, TestWalletChain, TestWalletSolanaConfig } from './testWalletConfig'

/** What the wallet page needs: where the relay is, which chains it signs on, and its account keys. */
export interface WalletPageConfig {
  /** ws://127.0.0.1:PORT of the devnet relay. */
  relayUrl: string
  /** Any string; the local relay does not check it (default 'airlock-devnet'). */
  projectId?: string
  chains: TestWalletChain[]
  /** Private keys; `?account=N` on the page URL picks one (default 0). */
  accounts: Hex[]
  /**
   * The `solana` namespace: chains by CAIP-2 id (solanaWalletPageConfig) and ed25519 keys; `?account=N`
   * picks the same index. Absent: the page offers eip155 only.
   */
  solana?: TestWalletSolanaConfig
  /**
   * The `bip122` namespace: the network (its CAIP-2 id is the session chain, its esploraUrl sends) and keys;
   * `?account=N` picks the same index. Absent: no Bitcoin.
   */
  bitcoin?: TestWalletBitcoinConfig
}

/** Methods the wallet page offers in the sessions it approves. */
export const WALLET_PAGE_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]

/** Events the wallet page offers in the sessions it approves. */
export const WALLET_PAGE_EVENTS = ['accountsChanged', 'chainChanged']

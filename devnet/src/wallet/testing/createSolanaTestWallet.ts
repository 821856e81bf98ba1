// The Solana Wallet Standard test wallet for Node tests: the very wallet the injected browser wallet
// registers, made from devnet keys (no page, no bundle).
import { ApprovalGate, type PendingRequest } from '../injected/approvalGate'
import { SolanaTestWallet } from '../injected/solana/SolanaTestWallet'
import { toHex } from '../solana/encoding'
import {
  type ApprovalMode,
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
  type TestWalletInfo,
  type TestWalletSolanaChain,
} from '../testWalletConfig'

/** Options of {@link createSolanaTestWallet}. */
export interface SolanaTestWalletOptions {
  /** 32-byte ed25519 secret keys, bytes or hex (e.g. DEVNET_SOLANA_ACCOUNTS[i].secretKey); the first is active. */
  accounts: readonly (Uint8Array | string)[]
  /** The chains the wallet serves and the RPC URL each is sent to (e.g. 'solana:localnet' and the devnet node). */
  chains: readonly TestWalletSolanaChain[]
  /** The wallet's name (default 'Airlock Test Wallet'); apps list it as `solana:<name>`. */
  name?: string
  /** The rest of its identity (icon, rdns, uuid) carried by its `airlock:walletInfo` feature. */
  info?: Partial<Omit<TestWalletInfo, 'name'>>
  /** Offer `solana:signAndSendTransaction` (default true). */
  signAndSend?: boolean
  /** Offer `solana:signIn` (default true; false: apps fall back to signing the SIWS text). */
  signIn?: boolean
  /** How requests the user would confirm are answered (default 'approve'); changed later on `wallet.gate`. */
  mode?: ApprovalMode
  /** Called when a request waits in 'manual' mode (decide it with `wallet.gate.decide(ok, request.id)`). */
  onPending?: (request: PendingRequest) => void
}

/**
 * Creates the devnet's Solana Wallet Standard test wallet in Node: connect/disconnect/events, signMessage,
 * signTransaction, signAndSendTransaction and signIn over real ed25519 keys, every prompt through
 * `wallet.gate` (4001 on rejection), every request in `wallet.log`; `switchAccount(i)` and `disconnect()`
 * act as the visitor would in the wallet.
 * @example
 * const wallet = createSolanaTestWallet({
 *   accounts: [DEVNET_SOLANA_ACCOUNTS[0].secretKey],
 *   chains: [{ chain: 'solana:localnet', rpcUrl: node.rpcUrl }],
 * })
 * wallet.gate.mode = 'reject'   // the visitor declines every prompt
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const gate = new ApprovalGate(options.mode ?? 'approve', options.onPending)
  const info: TestWalletInfo = {
    uuid: options.info?.uuid ?? crypto.randomUUID(),
    name: options.name ?? TEST_WALLET_NAME,
    icon: options.info?.icon ?? TEST_WALLET_ICON,
    rdns: options.info?.rdns ?? TEST_WALLET_RDNS,
  }
  return new SolanaTestWallet(
    {
      chains: [...options.chains],
      accounts: options.accounts.map((key) =>
        typeof key === 'string' ? (key as `0x${string}`) : toHex(key),
      ),
      ...(options.signAndSend === undefined ? {} : { signAndSend: options.signAndSend }),
      ...(options.signIn === undefined ? {} : { signIn: options.signIn }),
    },
    info,
    gate,
  )
}

// The EIP-1193 test wallet for Node tests: the very provider the injected browser wallet announces, made
// from private keys and RPC URLs (no page, no bundle).
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import type { PendingRequest } from '../injected/approvalGate'
import { TestWalletProvider } from '../injected/TestWalletProvider'
import type { ApprovalMode } from '../testWalletConfig'

/** Options of {@link createTestWalletProvider}. */
export interface TestWalletProviderOptions {
  /** Private keys (e.g. DEVNET_ACCOUNTS[i].privateKey); the first is active. Default: one fresh random key. */
  accounts?: readonly Hex[]
  /** JSON-RPC URL by chain id (a devnet anvil); the wallet knows only these chains (others answer 4902). */
  rpcUrls: Readonly<Record<number, string>>
  /** The chain the wallet is on at first (default: the first of `rpcUrls`). */
  chainId?: number
  /** How requests the user would confirm are answered (default 'approve'). */
  mode?: ApprovalMode
  /** Start with the site already authorised, as a wallet that remembers it (`eth_accounts` non-empty). */
  connected?: boolean
  /** Called when a request waits in 'manual' mode (see `wallet.gate.pending()` / `decide()`). */
  onPending?: (request: PendingRequest) => void
}

/**
 * Creates the devnet's EIP-1193 test wallet in Node: it signs for real (viem local accounts), sends to the
 * devnet chain, forwards reads, and asks its approval gate before anything a user would confirm
 * (`wallet.gate.mode`, `wallet.rejectNext(code)`, manual approval). Hand it to the evm plugin as an
 * external connector.
 * @example
 * const wallet = createTestWalletProvider({ accounts: [DEVNET_ACCOUNTS[0].privateKey], rpcUrls: devnet.rpcUrls })
 * evm({ networks, external: [{ id: 'local', name: 'Local wallet', provider: wallet }] })
 * wallet.rejectNext()            // the visitor declines the next prompt (4001)
 * wallet.gate.mode = 'manual'    // prompts wait: wallet.gate.pending(), wallet.gate.decide(true)
 */
export function createTestWalletProvider(options: TestWalletProviderOptions): TestWalletProvider {
  const chains = Object.entries(options.rpcUrls).map(([id, rpcUrl]) => ({ chainId: Number(id), rpcUrl }))
  const wallet = new TestWalletProvider(
    {
      chains,
      accounts:
        options.accounts && options.accounts.length > 0 ? [...options.accounts] : [generatePrivateKey()],
      ...(options.chainId !== undefined ? { initialChainId: options.chainId } : {}),
      mode: options.mode ?? 'approve',
    },
    options.onPending,
  )
  if (options.connected) wallet.setConnected(true)
  return wallet
}

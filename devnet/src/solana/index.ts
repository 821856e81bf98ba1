// The Solana devnet node: JSON-RPC + WebSocket over litesvm, its seed accounts and mints.
export { encodeAccount } from './accountMethods'
export { buildTransaction, signerFor } from './buildTransaction'
export { type DecodedTransaction, decodeWireTransaction, feeForMessage } from './decodeTransaction'
export { handleRpc, SOLANA_RPC_METHODS } from './handleRpc'
export { RpcError, SOLANA_API_VERSION } from './rpcCommon'
export {
  BLOCKHASH_VALIDITY,
  COMMITMENTS,
  type Commitment,
  type SimulationResult,
  SolanaLedger,
  type SolanaLedgerOptions,
  type TransactionRecord,
} from './SolanaLedger'
export { SubscriptionHub } from './SubscriptionHub'
export { associatedTokenAddress, SOLANA_SEED_BALANCE_SOL, seedSolana } from './seedSolana'
export {
  DEVNET_SOLANA_ACCOUNTS,
  deriveEd25519,
  type SolanaDevnetAccount,
  solanaAddressOf,
} from './solanaAccounts'
export {
  DEVNET_SOLANA_CAIP_ID,
  DEVNET_SOLANA_FAUCET,
  DEVNET_SOLANA_GENESIS_HASH,
  DEVNET_SOLANA_MINTS,
  DEVNET_SOLANA_NETWORK,
  DEVNET_SOLANA_SPAM_MINTS,
  DEVNET_SOLANA_WALLET_CHAIN,
  type SolanaMintInfo,
} from './solanaConstants'
export { type SolanaNode, type StartSolanaNodeOptions, startSolanaNode } from './startSolanaNode'

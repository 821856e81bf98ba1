// Public API of @airlock/devnet: start the whole devnet, or its parts, on 127.0.0.1.
// ERC-4337: EntryPoint v0.8, account factory, paymaster, alto bundlers, paymaster service (src/aa).
export * from './aa/index'
export { type ApiChain, type ApiDeps, DEFAULT_PRICES, type PriceTable } from './api/ApiDeps'
export type { TokenBalance } from './api/balanceRoute'
export type { NameRecord } from './api/nameStore'
export { coinTypeToChainId } from './api/profileRoutes'
export {
  type ApiServer,
  type ApiServerOptions,
  DEFAULT_NAME_ZONE,
  startApiServer,
} from './api/startApiServer'
export {
  type BitcoinDevnetAccount,
  type BitcoinNode,
  DEFAULT_FEE_TABLE,
  DEVNET_BITCOIN_ACCOUNTS,
  DEVNET_BITCOIN_MINER,
  type EsploraTx,
  type FeeTable,
  type StartBitcoinNodeOptions,
  signTransfer,
  startBitcoinNode,
} from './bitcoin/index'
export type { StoredAnalyticsEvent } from './catalogue/analyticsRoutes'
export { queryWallets } from './catalogue/catalogueRoutes'
export {
  CATALOGUE_CHAINS,
  type CatalogueOptions,
  type CatalogueWallet,
  generateCatalogue,
  TEST_WALLET_CATALOGUE_ID,
} from './catalogue/generateCatalogue'
export {
  type CatalogueServer,
  type CatalogueServerOptions,
  startCatalogueServer,
} from './catalogue/startCatalogueServer'
export { DEPLOYER, DEVNET_ACCOUNTS, DEVNET_MNEMONIC, type DevnetAccount } from './chain/accounts'
export { DEVNET_CONTRACTS, DEVNET_TOKENS, type DevnetTokenInfo } from './chain/contracts'
export { type SeedResult, seedChain } from './chain/seedChain'
export { type AnvilNode, anvilBinary, type StartAnvilOptions, startAnvil } from './chain/startAnvil'
export { describeDevnet } from './describeDevnet'
// Farcaster: auth relay, app page and IdRegistry (src/farcaster).
export * from './farcaster/index'
export {
  type ActiveFault,
  FAULT_KINDS,
  type FaultKind,
  FaultRegistry,
  type FaultRule,
} from './faults/FaultRegistry'
export { guardListener } from './http/guardListener'
export {
  DEFAULT_PROJECT_ID,
  defaultProjects,
  type ProjectConfig,
  RESTRICTED_PROJECT_ID,
} from './http/projects'
export { HOSTILE_REQUESTS, type RawHttpAnswer, rawHttpRequest } from './http/testing/rawHttpRequest'
export { ChainIndexer, type IndexedChain } from './indexer/ChainIndexer'
// Local SMTP mail sink with a mailbox page (src/mail).
export * from './mail/index'
// Social providers: OpenID Connect and plain OAuth 2.0 servers (src/oidc).
export * from './oidc/index'
// On-ramp provider stand-ins, their checkout pages and the spec's on-ramp endpoints (src/onramp).
export * from './onramp/index'
// WalletConnect relay and test wallets (src/relay, src/wallet).
export * from './relay/index'
// The sign-in server's service and smart-account fixture (src/siwx).
export * from './siwx/index'
export {
  associatedTokenAddress,
  type Commitment as SolanaCommitment,
  DEVNET_SOLANA_ACCOUNTS,
  DEVNET_SOLANA_CAIP_ID,
  DEVNET_SOLANA_GENESIS_HASH,
  DEVNET_SOLANA_MINTS,
  DEVNET_SOLANA_NETWORK,
  DEVNET_SOLANA_SPAM_MINTS,
  DEVNET_SOLANA_WALLET_CHAIN,
  type SolanaDevnetAccount,
  SolanaLedger,
  type SolanaMintInfo,
  type SolanaNode,
  type StartSolanaNodeOptions,
  startSolanaNode,
} from './solana/index'
export {
  DEFAULT_CHAIN_IDS,
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type DevnetFarcaster,
  OPTIONAL_SERVICES_OFF,
  type StartDevnetOptions,
  startDevnet,
} from './startDevnet'
export { type Database, type OpenDatabaseOptions, openDatabase } from './storage/openDatabase'
export {
  postgresUnavailableReason,
  startTestPostgres,
  type TestPostgres,
} from './storage/startTestPostgres'
// Uniswap V2 on the anvil chains and the convert endpoints (src/swap).
export * from './swap/index'
export * from './wallet/index'

// Public API of @airlock/devnet: start the whole devnet, or its parts, on 127.0.0.1.
export { DEPLOYER, DEVNET_ACCOUNTS, DEVNET_MNEMONIC, type DevnetAccount } from './chain/accounts'
export { DEVNET_CONTRACTS, DEVNET_TOKENS, type DevnetTokenInfo } from './chain/contracts'
export { type SeedResult, seedChain } from './chain/seedChain'
export { type AnvilNode, anvilBinary, type StartAnvilOptions, startAnvil } from './chain/startAnvil'
export {
  DEFAULT_CHAIN_IDS,
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type StartDevnetOptions,
  startDevnet,
} from './startDevnet'

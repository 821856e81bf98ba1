// The devnet's Bitcoin network: bcoin regtest behind an Esplora-compatible facade, its keys and helpers.

export {
  type SignedTransfer,
  type SignTransferParameters,
  signTransfer,
} from '../wallet/bitcoin/signTransfer'
export { BlockMiner, type BlockMinerOptions } from './BlockMiner'
export { BcoinClient, type BcoinCoin, type BcoinTxMeta, BroadcastRejectedError } from './bcoinClient'
export { type BitcoinDevnetAccount, DEVNET_BITCOIN_ACCOUNTS, DEVNET_BITCOIN_MINER } from './bitcoinAccounts'
export { ESPLORA_PREFIX } from './esplora/esploraRoutes'
export type { EsploraOutput, EsploraStatus, EsploraTx } from './esplora/esploraTx'
export { DEFAULT_FEE_TABLE, type FeeTable } from './esplora/feeEstimates'
export { COINBASE_MATURITY, SEED_FUNDING, SEED_TRANSFERS } from './seedBitcoin'
export { type BitcoinNode, type StartBitcoinNodeOptions, startBitcoinNode } from './startBitcoinNode'

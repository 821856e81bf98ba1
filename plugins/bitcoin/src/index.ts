// @airlock/bitcoin: Bitcoin for Airlock (namespace bip122). `bitcoin()` is the plugin; the chain logic
// (networks, addresses, amounts, the Esplora client, fees, UTXO selection, PSBTs, BIP-322 messages) is
// exported for apps and tests. Nothing the plugin's eager face imports pulls in @scure/btc-signer.
export {
  type BitcoinActivityPage,
  type BitcoinAdapter,
  type BitcoinAdapterEnvironment,
  type BitcoinBalance,
  type BitcoinConnection,
  createBitcoinAdapter,
} from './adapter/createBitcoinAdapter'
export type {
  BitcoinSignPsbtParameters,
  BitcoinSignPsbtResult,
  BitcoinTransferCapabilities,
  BitcoinTransferData,
  BitcoinTransferParameters,
} from './adapter/transfers'
export {
  addressFromScript,
  type BitcoinAddressType,
  isBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
  scriptType,
} from './address'
export { type BitcoinCaipNetwork, toCaipNetwork } from './caipNetwork'
export { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from './encoding'
export {
  BitcoinAddressNetworkError,
  BitcoinAmountBelowDustError,
  BitcoinBroadcastRejectedError,
  BitcoinError,
  type BitcoinErrorParameters,
  BitcoinFeeRateChangedError,
  BitcoinInsufficientBalanceError,
  BitcoinInvalidAddressError,
  BitcoinInvalidAmountError,
  BitcoinInvalidPsbtError,
  BitcoinNetworkDefinitionError,
  BitcoinPsbtInputNotOwnedError,
  type BroadcastRejectionKind,
  EsploraHttpError,
  EsploraResponseError,
  EsploraUnavailableError,
} from './errors'
export { classifyRejection, parseRejection } from './esplora/classifyRejection'
export {
  type AddressBalance,
  createEsploraClient,
  type EsploraClient,
  type EsploraClientOptions,
  type TransactionPage,
} from './esplora/createEsploraClient'
export type { EsploraAddress, EsploraStatus, EsploraTransaction, EsploraUtxo } from './esplora/schemas'
export { bip137MessageHash, signBip137, verifyBip137 } from './message/bip137'
export { bip322MessageHash, signBip322, verifyBip322 } from './message/bip322'
export { BITCOIN_EN, BITCOIN_MESSAGES, type BitcoinMessageKey, type BitcoinTranslation } from './messages'
export {
  BITCOIN_NETWORKS,
  type BitcoinNetwork,
  type BitcoinNetworkInput,
  type BitcoinNetworkParams,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinTestnet,
  caipNetworkIdFromGenesis,
  defineBitcoinNetwork,
  type SatsConnectNetworkName,
} from './networks'
export {
  type BitcoinFeeSpeed,
  type BitcoinOptions,
  type BitcoinResolvedOptions,
  parseBitcoinOptions,
} from './options'
export { bitcoin } from './plugin'
export {
  assertFeeRateHolds,
  DUST_LIMIT,
  estimateVsize,
  FEE_TARGETS,
  type FeeRates,
  feeFor,
  feeRatesFromEstimates,
  MIN_RELAY_FEE_RATE,
  type SizeInput,
} from './transfer/fees'
export {
  buildTransferPsbt,
  checkSignInputs,
  describePsbt,
  type FinalizedTransaction,
  finalizePsbt,
  type PsbtInputSummary,
  type PsbtOutputSummary,
  type PsbtSummary,
  parsePsbt,
  psbtToBase64,
  RBF_SEQUENCE,
  SIGHASH_TYPES,
  type SignInput,
  type TransferPsbt,
  type TransferPsbtParameters,
} from './transfer/psbt'
export {
  type CoinSelection,
  type Payment,
  type SelectCoinsParameters,
  type SpendableOutput,
  selectCoins,
} from './transfer/selectCoins'
export type * from './types'
export { formatBtc, MAX_MONEY, parseBtcAmount, SATS_PER_BTC } from './units'
export {
  BITCOIN_WALLETCONNECT_EVENTS,
  BITCOIN_WALLETCONNECT_METHODS,
  bitcoinWalletConnectNamespace,
} from './walletConnect/namespace'
export {
  BitcoinConnectorNotFoundError,
  BitcoinPluginError,
  BitcoinWalletFeatureError,
  toBitcoinKernelError,
} from './walletErrors'
export {
  BitcoinWalletRegistry,
  bitcoinConnectorId,
  type DiscoveredBitcoinWallet,
  type WalletsSource,
} from './wallets/BitcoinWalletRegistry'
export { isBitcoinWallet } from './wallets/isBitcoinWallet'
export {
  type SatsConnectEntry,
  type SatsConnectRequester,
  SatsConnectRpcError,
  satsConnectProvider,
} from './wallets/satsConnectProvider'
export { walletStandardProvider } from './wallets/walletStandardProvider'

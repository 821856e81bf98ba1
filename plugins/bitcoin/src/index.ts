// @airlock/bitcoin: Bitcoin for Airlock. So far the kernel-free parts: networks, addresses, amounts, errors
// and texts, the Esplora client, fees, UTXO selection, PSBTs and BIP-322 messages.
export {
  addressFromScript,
  type BitcoinAddressType,
  isBitcoinAddress,
  type ParsedBitcoinAddress,
  parseBitcoinAddress,
  scriptType,
} from './address'
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
export { formatBtc, MAX_MONEY, parseBtcAmount, SATS_PER_BTC } from './units'

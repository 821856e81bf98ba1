// Public API of @airlock/evm.

export { supportsAtomicBatch } from './actions/atomicBatch'
export {
  type CapabilitiesCache,
  createCapabilitiesCache,
  getCapabilities,
  METHOD_NOT_FOUND_CODES,
  type WalletCapabilities,
} from './actions/capabilities'
// Nothing exported here imports viem at module level: the send actions and the adapter's viem-backed part
// load with `await import()` on first use (see test/bundleSize.test.ts).
export { sendCheckedTransaction, sendErc20Token, sendNativeToken } from './actions/lazySendTokens'
export { sendCalls } from './actions/sendCalls'
export type { SendContext, SendErc20TokenParameters, SendNativeTokenParameters } from './actions/sendTokens'
export { signMessage, signTypedData } from './actions/sign'
export { addEthereumChainParameter, switchChain } from './actions/switchChain'
export { ConnectorRegistry, toKernelConnector } from './adapter/ConnectorRegistry'
export type { EvmAdapterEnvironment } from './adapter/createEvmAdapter'
export { createEvmAdapter, type EvmAdapter } from './adapter/createEvmAdapter'
export { GATED_METHODS, gatedRequest } from './adapter/gatedRequest'
export type { EvmTransferCapabilities, EvmTransferData } from './adapter/transfers'
export {
  announcedConnector,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  METAMASK_MOBILE_RDNS,
  METAMASK_RDNS,
  normalizeRdns,
  watchAnnouncedWallets,
} from './connectors/announced'
export { type ExternalConnectorParameters, externalConnector } from './connectors/external'
export { foreignConnector } from './connectors/foreign'
export { type InjectedTarget, injectedConnector, injectedRdns } from './connectors/injected'
export { DEFAULT_EVM_CHAIN_ID } from './constants'
export * from './errors'
export { RPC_PROXY_CHAIN_IDS } from './networks/rpcProxyChains'
export { type RpcRouting, rpcProxyUrl, toCaipNetwork } from './networks/toCaipNetwork'
export {
  chainSchema,
  type EvmOptions,
  type EvmResolvedOptions,
  evmOptionsSchema,
  externalProviderSchema,
  parseEvmOptions,
} from './options'
export { evm } from './plugin'
export * from './types'
export {
  assertValidSendCalls,
  classifyTransactionResponse,
  isTransactionHash,
  type SendCall,
  sendCallSchema,
} from './validation'
export {
  eip155WalletConnectNamespace,
  WALLET_METHODS,
} from './walletConnectNamespace'
export { walletConnectEip1193Provider } from './walletConnectProvider'

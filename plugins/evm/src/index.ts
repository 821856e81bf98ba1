// Public API of @airlock/evm.

export { sendCalls, validateSendCalls, type WalletCall } from './actions/sendCalls'
export {
  type SendContext,
  type SendErc20TokenParameters,
  type SendNativeTokenParameters,
  sendCheckedTransaction,
  sendErc20Token,
  sendNativeToken,
} from './actions/sendTokens'
export { signMessage, signTypedData } from './actions/sign'
export { addEthereumChainParameter, switchChain } from './actions/switchChain'
export { isTransactionHashResponse } from './actions/transactionHash'
export { ConnectorRegistry, toKernelConnector } from './adapter/ConnectorRegistry'
export { createEvmAdapter, type EvmAdapter } from './adapter/createEvmAdapter'
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
export { type InjectedTarget, injectedConnector, injectedRdns } from './connectors/injected'
export * from './errors'
export { type RpcRouting, rpcProxyUrl, toCaipNetwork } from './networks/toCaipNetwork'
export * from './options'
export * from './types'

// @airlock/wagmi: a wagmi app keeps its hooks and connects through Airlock's modal.
export { airlockChains, toChain } from './chains'
export { type AirlockWagmiConfigOptions, airlockWagmiConfig } from './config'
export { type AirlockConnectorOptions, airlock } from './connector'
export {
  ConnectCancelledError,
  ConnectionTimeoutError,
  MissingEvmNetworksError,
  NotConnectedError,
} from './errors'
export type { AirlockEip1193Provider, Eip1193RequestArguments } from './provider'

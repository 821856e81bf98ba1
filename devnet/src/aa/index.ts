// The devnet's ERC-4337 stack (src/aa): contracts, alto bundlers, the paymaster service and their server.
// The smart-account client lives in the frame host: `@airlock/frame-host/aa` (frame-host/src/aa).
export {
  AA_OPERATOR,
  BUNDLER_EXECUTOR,
  BUNDLER_UTILITY,
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_08_SALT,
  PAYMASTER_DEPOSIT_WEI,
  PAYMASTER_SIGNER,
} from './aaConstants'
export { type AltoBundle, altoBundle } from './bundler/altoBundle'
export {
  type BundlerState,
  type BundlerStatus,
  BundlerSupervisor,
  BundlerUnavailable,
} from './bundler/BundlerSupervisor'
export {
  type AltoBundler,
  altoArgs,
  type StartAltoBundlerOptions,
  startAltoBundler,
} from './bundler/startAltoBundler'
export {
  aaDeployment,
  DEVNET_AA_CONTRACTS,
  type DeployAaResult,
  deployAaContracts,
} from './deployAaContracts'
export { type FrameHostSmartAccountChain, frameHostSmartAccounts } from './frameHostSmartAccounts'
export {
  createPaymasterRpc,
  PAYMASTER_METHODS,
  type PaymasterRpcOptions,
} from './paymaster/createPaymasterRpc'
export { type PaymasterHashParameters, paymasterHash } from './paymaster/paymasterHash'
export { SponsorshipPolicy } from './paymaster/SponsorshipPolicy'
export {
  type AaChainEndpoints,
  type AaServer,
  type AaServerChain,
  type AaServerOptions,
  BUNDLER_METHODS,
  startAaServer,
} from './startAaServer'
export { type AaStackOptions, type DevnetAa, startAaStack } from './startAaStack'
export { type AaTestChain, startAaTestChain } from './testing/startAaTestChain'

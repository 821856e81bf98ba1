// The devnet's DEX (Uniswap V2 from npm on every anvil chain) and the convert endpoints answered from it.
export {
  APPROVE_GAS,
  type BuiltSwap,
  buildApproveTransaction,
  buildSwapTransaction,
  minAmountOut,
  SWAP_DEADLINE_S,
  SWAP_GAS_ONE_HOP,
  SWAP_GAS_PER_EXTRA_HOP,
  type SwapRequest,
} from './buildSwapTransaction'
export { type Caip10, NATIVE_TOKEN_ADDRESS, parseCaip10 } from './convertParams'
export { addConvertRoutes, type ConvertRoutesOptions, GAS_PRICE_TIERS } from './convertRoutes'
export { type DeployDexOptions, type DeployDexResult, deployDex } from './deployDex'
export { routerAbi } from './dexAbi'
export {
  CREATE2_DEPLOYER,
  DEVNET_DEX,
  DEVNET_POOLS,
  DEX_SALT,
  type DevnetPool,
  pairAddress,
  sortTokens,
} from './dexContracts'
export { bestRoute, type DexChain, type DexRoute, poolPriceUsd, poolReserves } from './dexReads'
export type { FungiblePrice } from './priceRoute'
export { UNISWAP_V2_PAIR_INIT_CODE_HASH, type UniswapV2Bytecode, uniswapV2Bytecode } from './uniswapArtifacts'

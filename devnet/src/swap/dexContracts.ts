import { type Address, encodePacked, getContractAddress, type Hex, keccak256 } from 'viem'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { UNISWAP_V2_PAIR_INIT_CODE_HASH } from './uniswapArtifacts'

/**
 * The deterministic deployment proxy anvil ships at genesis (`CREATE2` with a salt prefix): the devnet's
 * Uniswap V2 contracts are created through it, so their addresses depend only on their code and
 * constructor arguments, never on how many transactions the seed sent before.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** keccak256('airlock.devnet.uniswap-v2'): the salt of the three CREATE2 deployments. */
export const DEX_SALT: Hex = '0xe2a72b537d691e22d65e2844cc641d5e052e8a109747c39e85a2929d29a2b002'

/**
 * The devnet's Uniswap V2 deployment, at the same addresses on every devnet chain (recomputed from the
 * npm bytecode by `dexContracts.test.ts`).
 */
export const DEVNET_DEX = {
  /** WETH9 (`Wrapped Ether`, WETH, 18 decimals): the router's wrapped native token. */
  weth: '0x7256B8291b91Edc10EEA7CbB6cBddDc45933c3Ba',
  /** UniswapV2Factory; its feeToSetter is the devnet DEPLOYER (protocol fee off). */
  factory: '0xa3DFe1642aEf043f1f2A8BFB51e67E5178d1b3F0',
  /** UniswapV2Router02(factory, weth): quotes (`getAmountsOut`) and swaps; approvals target it. */
  router: '0x4690f03b98491a7F9068286FFfc27D8ce7D838f2',
} as const satisfies Record<string, Address>

/** The Uniswap V2 pair of two tokens: CREATE2 by the factory, salt keccak256(token0, token1) in sorted order. */
export function pairAddress(
  tokenA: Address,
  tokenB: Address,
  factory: Address = DEVNET_DEX.factory,
): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  })
}

/** Two token addresses in Uniswap's order (numerically ascending). */
export function sortTokens(tokenA: Address, tokenB: Address): readonly [Address, Address] {
  return BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
}

/** One pool the devnet seeds: two tokens (WETH stands for the native token) and its depth in USD. */
export interface DevnetPool {
  tokenA: Address
  tokenB: Address
  /** The USD value of each side at the seed prices (each side holds depthUsd / price of its token). */
  depthUsd: number
}

/**
 * The seeded pools: native (WETH) against each seeded ERC-20, and the two ERC-20s against each other,
 * each $3,000,000 a side at the devnet's seed prices (ETH 3000, USDC 1, DAI 0.9998 by default).
 */
export const DEVNET_POOLS: readonly DevnetPool[] = [
  { tokenA: DEVNET_DEX.weth, tokenB: DEVNET_CONTRACTS.usdc, depthUsd: 3_000_000 },
  { tokenA: DEVNET_DEX.weth, tokenB: DEVNET_CONTRACTS.dai, depthUsd: 3_000_000 },
  { tokenA: DEVNET_CONTRACTS.usdc, tokenB: DEVNET_CONTRACTS.dai, depthUsd: 3_000_000 },
]

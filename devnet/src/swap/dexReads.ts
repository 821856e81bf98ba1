import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { DevnetTokenInfo } from '../chain/contracts'
import { pairAbi, routerAbi } from './dexAbi'
import { type DEVNET_DEX, pairAddress, sortTokens } from './dexContracts'

/** Where a chain's DEX lives and what it is measured against. */
export interface DexChain {
  chainId: number
  client: PublicClient
  dex: { [K in keyof typeof DEVNET_DEX]: Address }
  /** The USD-like token prices are read against (the devnet's USDC). */
  usdToken: Address
  /** Known token metadata (decimals are read from the chain for others). */
  tokens: readonly DevnetTokenInfo[]
}

/** A route through the router and what it gives for the amount in. */
export interface DexRoute {
  /** Token addresses the router swaps through (native replaced by WETH). */
  path: Address[]
  /** `getAmountsOut(amountIn, path)`: the amount at each step; the last is the amount out. */
  amounts: readonly bigint[]
  amountOut: bigint
}

/** The router's token for a convert token: WETH stands for the native token. */
export function routerToken(chain: DexChain, token: { address: Address; native: boolean }): Address {
  return token.native ? chain.dex.weth : token.address
}

/**
 * The best route for `amountIn` of `tokenIn`: the direct pool, or one hop through WETH or the USD-like
 * token, whichever the router's `getAmountsOut` says gives more. Undefined when no route has liquidity.
 *
 * @example
 * const route = await bestRoute(chain, weth, usdc, 10n ** 18n) // { path: [weth, usdc], amountOut: 2_991_…n }
 */
export async function bestRoute(
  chain: DexChain,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
): Promise<DexRoute | undefined> {
  const hops = [chain.dex.weth, chain.usdToken].filter((t) => t !== tokenIn && t !== tokenOut)
  const paths: Address[][] = [[tokenIn, tokenOut], ...hops.map((hop) => [tokenIn, hop, tokenOut])]
  const results = await Promise.allSettled(
    paths.map((path) =>
      chain.client.readContract({
        address: chain.dex.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      }),
    ),
  )
  let best: DexRoute | undefined
  results.forEach((result, i) => {
    if (result.status !== 'fulfilled') return // no pair, or an empty one: the router reverts
    const amountOut = result.value.at(-1) ?? 0n
    if (amountOut > 0n && (!best || amountOut > best.amountOut)) {
      best = { path: paths[i]!, amounts: result.value, amountOut }
    }
  })
  return best
}

/** The reserves of the pool of two tokens, in the order asked; undefined when there is no pool or it is empty. */
export async function poolReserves(
  chain: DexChain,
  tokenA: Address,
  tokenB: Address,
): Promise<readonly [bigint, bigint] | undefined> {
  const pair = pairAddress(tokenA, tokenB, chain.dex.factory)
  try {
    const [r0, r1] = await chain.client.readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    if (r0 === 0n || r1 === 0n) return undefined
    return sortTokens(tokenA, tokenB)[0] === tokenA ? [r0, r1] : [r1, r0]
  } catch {
    return undefined // no contract at the pair's address: the pool was never created
  }
}

/** A token's decimals: from the known tokens, 18 for WETH, else `decimals()` on the chain. */
export async function tokenDecimals(chain: DexChain, token: Address): Promise<number> {
  if (token === chain.dex.weth) return 18
  const known = chain.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())
  if (known) return known.decimals
  return chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
}

/**
 * A token's USD price from the pools' reserves (mid price, before fees): against the USD-like token
 * directly, else through WETH's pool and WETH's own USD price. `usdPrice` is the USD-like token's price
 * (1 for USDC). Undefined when no pool prices it.
 *
 * @example
 * await poolPriceUsd(chain, chain.dex.weth, 1) // 3000 with the seed pools
 */
export async function poolPriceUsd(
  chain: DexChain,
  token: Address,
  usdPrice: number,
): Promise<number | undefined> {
  if (token === chain.usdToken) return usdPrice
  const direct = await midPrice(chain, token, chain.usdToken)
  if (direct !== undefined) return direct * usdPrice
  if (token === chain.dex.weth) return undefined
  const [inWeth, wethUsd] = await Promise.all([
    midPrice(chain, token, chain.dex.weth),
    midPrice(chain, chain.dex.weth, chain.usdToken),
  ])
  return inWeth !== undefined && wethUsd !== undefined ? inWeth * wethUsd * usdPrice : undefined
}

/** How many `quote` tokens one `base` token is worth in their pool (decimals applied), or undefined. */
async function midPrice(chain: DexChain, base: Address, quote: Address): Promise<number | undefined> {
  const [reserves, baseDecimals, quoteDecimals] = await Promise.all([
    poolReserves(chain, base, quote),
    tokenDecimals(chain, base),
    tokenDecimals(chain, quote),
  ])
  if (!reserves) return undefined
  const [rBase, rQuote] = reserves
  return Number(rQuote) / 10 ** quoteDecimals / (Number(rBase) / 10 ** baseDecimals)
}

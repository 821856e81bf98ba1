import { type Address, BaseError, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { HttpError } from '../http/reply'
import type { Caip10 } from './convertParams'
import { routerAbi } from './dexAbi'
import { bestRoute, type DexChain, type DexRoute, routerToken } from './dexReads'

/** Gas limit of a one-pool swap when estimation is off (a V2 swap uses ~100–130k). */
export const SWAP_GAS_ONE_HOP = 150_000n
/** Extra gas per further pool on the route when estimation is off. */
export const SWAP_GAS_PER_EXTRA_HOP = 70_000n
/**
 * Gas added to the estimate per pool on the route. A V2 pool writes its two price accumulators only in the first
 * trade of a later second than its last one (2 × 22,100 gas when they were zero, 2 × 5,000 after): an estimate
 * made in the second of the pool's last trade leaves them out, and the swap, mined a second later, runs out of
 * gas. Wallets use the limit the API gives, so it must hold for the block the swap lands in.
 */
export const SWAP_GAS_ORACLE_HEADROOM = 45_000n
/** Gas limit of an approval when estimation fails. */
export const APPROVE_GAS = 60_000n
/** Seconds a built swap stays valid on chain (the router's `deadline`). */
export const SWAP_DEADLINE_S = 20 * 60

/** What the caller asked to swap: tokens, amount in base units, receiver, slippage in percent. */
export interface SwapRequest {
  from: Caip10
  to: Caip10
  user: Caip10
  amount: bigint
  /** Percent, as the convert API takes it: 1 means 1 %. */
  slippage: number
  /** Skip `eth_estimateGas` (an approval in the same batch has not landed yet); a fixed limit is used. */
  disableEstimate: boolean
}

/** A swap the router will execute, with the route it takes and the least it accepts. */
export interface BuiltSwap {
  to: Address
  data: Hex
  /** Wei sent with the call: the amount for a native source, else 0. */
  value: bigint
  gas: bigint
  gasPrice: bigint
  route: DexRoute
  /** The router's `amountOutMin`: the quote less the slippage, rounded down. */
  minAmountOut: bigint
  deadline: bigint
}

/**
 * `amountOut × (1 − slippage %)`, rounded down, in basis points so 0.5 % works: the least the router
 * will accept before it reverts with `UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT`.
 *
 * @example
 * minAmountOut(1000n, 1) // 990n
 */
export function minAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const bps = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - bps)) / 10_000n
}

/** The revert reason or node message of a failed estimate, for a 400 the client can show. */
function reason(error: unknown): string {
  if (error instanceof BaseError) return error.details || error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/**
 * Builds the router call for a swap: `swapExactETHForTokens` (native source, with value),
 * `swapExactTokensForETH` (native target) or `swapExactTokensForTokens`, on the best route, with
 * `amountOutMin` = quote × (1 − slippage) and a deadline 20 minutes after the latest block. Gas is
 * estimated from the user's account (plus SWAP_GAS_ORACLE_HEADROOM per pool) unless `disableEstimate`; an estimate that reverts (no allowance,
 * no balance) is a 400 with the node's reason.
 */
export async function buildSwapTransaction(chain: DexChain, request: SwapRequest): Promise<BuiltSwap> {
  const tokenIn = routerToken(chain, request.from)
  const tokenOut = routerToken(chain, request.to)
  const [route, block, gasPrice] = await Promise.all([
    bestRoute(chain, tokenIn, tokenOut, request.amount),
    chain.client.getBlock({ blockTag: 'latest' }),
    chain.client.getGasPrice(),
  ])
  if (!route) throw new HttpError(400, 'Cannot swap: insufficient liquidity for this pair')
  const minOut = minAmountOut(route.amountOut, request.slippage)
  const now = BigInt(Math.floor(Date.now() / 1000))
  const deadline = (block.timestamp > now ? block.timestamp : now) + BigInt(SWAP_DEADLINE_S)
  const receiver = request.user.address
  const data = request.from.native
    ? encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [minOut, route.path, receiver, deadline],
      })
    : encodeFunctionData({
        abi: routerAbi,
        functionName: request.to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        args: [request.amount, minOut, route.path, receiver, deadline],
      })
  const value = request.from.native ? request.amount : 0n
  let gas = SWAP_GAS_ONE_HOP + SWAP_GAS_PER_EXTRA_HOP * BigInt(route.path.length - 2)
  if (!request.disableEstimate) {
    try {
      const estimate = await chain.client.estimateGas({
        account: receiver,
        to: chain.dex.router,
        data,
        value,
      })
      gas = estimate + SWAP_GAS_ORACLE_HEADROOM * BigInt(route.path.length - 1)
    } catch (error) {
      throw new HttpError(400, `Cannot build the swap: ${reason(error)}`)
    }
  }
  return { to: chain.dex.router, data, value, gas, gasPrice, route, minAmountOut: minOut, deadline }
}

/**
 * Builds `approve(router, amount)` on the source token for exactly `amount` (the caller asks for the
 * maximum explicitly), with gas estimated from the owner's account (fallback APPROVE_GAS).
 */
export async function buildApproveTransaction(
  chain: DexChain,
  token: Caip10,
  owner: Caip10,
  amount: bigint,
): Promise<{ to: Address; data: Hex; gas: bigint; gasPrice: bigint }> {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [chain.dex.router, amount],
  })
  const [gas, gasPrice] = await Promise.all([
    chain.client.estimateGas({ account: owner.address, to: token.address, data }).catch(() => APPROVE_GAS),
    chain.client.getGasPrice(),
  ])
  return { to: token.address, data, gas, gasPrice }
}

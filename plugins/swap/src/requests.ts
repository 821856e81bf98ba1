// The convert endpoints' requests (spec §7) as plain descriptors: method, path, query or body. The
// plugin hands them to the kernel's HTTP stack, which adds the project id and SDK parameters, retries and
// times out; keeping them here makes each request's exact shape testable without a network.
import { SWAP_SLIPPAGE_PERCENT } from './tradeConstants'

/** One request to the blockchain-data API. */
export type ConvertRequest =
  | { method: 'GET'; path: string; query: Record<string, string> }
  | { method: 'POST'; path: string; body: Record<string, unknown> }

/** GET /v1/convert/tokens?chainId (CAIP-2). */
export function tokensRequest(chainId: string): ConvertRequest {
  return { method: 'GET', path: '/v1/convert/tokens', query: { chainId } }
}

/** GET /v1/convert/quotes: amount in base units, CAIP-10 user and tokens, gas price in wei. */
export function quoteRequest(args: {
  amount: bigint
  userAddress: string
  from: string
  to: string
  gasPrice: bigint
}): ConvertRequest {
  return {
    method: 'GET',
    path: '/v1/convert/quotes',
    query: {
      amount: args.amount.toString(),
      userAddress: args.userAddress,
      from: args.from,
      to: args.to,
      gasPrice: args.gasPrice.toString(),
    },
  }
}

/** POST /v1/fungible/price for CAIP-10 token ids, in USD. */
export function priceRequest(addresses: readonly string[]): ConvertRequest {
  return { method: 'POST', path: '/v1/fungible/price', body: { currency: 'usd', addresses: [...addresses] } }
}

/** GET /v1/convert/allowance of the source token (CAIP-10) for the user (CAIP-10). */
export function allowanceRequest(tokenAddress: string, userAddress: string): ConvertRequest {
  return { method: 'GET', path: '/v1/convert/allowance', query: { tokenAddress, userAddress } }
}

/** GET /v1/convert/gas-price?chainId (CAIP-2). */
export function gasPriceRequest(chainId: string): ConvertRequest {
  return { method: 'GET', path: '/v1/convert/gas-price', query: { chainId } }
}

/**
 * GET /v1/convert/build-approve for exactly `amount` of the source token; `unlimited: true` (the
 * integrator's opt-in) asks for the maximum allowance instead.
 *
 * @example
 * approveRequest({ userAddress, from: usdc, to: dai, amount: 1_500_000_000n }).query.amount // '1500000000'
 */
export function approveRequest(args: {
  userAddress: string
  from: string
  to: string
  amount: bigint
  unlimited?: boolean
}): ConvertRequest & { method: 'GET' } {
  return {
    method: 'GET',
    path: '/v1/convert/build-approve',
    query: {
      userAddress: args.userAddress,
      from: args.from,
      to: args.to,
      ...(args.unlimited ? { unlimited: 'true' } : { amount: args.amount.toString() }),
    },
  }
}

/**
 * POST /v1/convert/build-transaction: amount in base units, slippage in percent (1 by default, spec §9).
 * `disableEstimate` when an approval in the same batch has not landed yet (the estimate would revert).
 */
export function buildTransactionRequest(args: {
  amount: bigint
  from: string
  to: string
  userAddress: string
  slippagePercent?: number
  disableEstimate?: boolean
}): ConvertRequest {
  return {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: {
      amount: args.amount.toString(),
      from: args.from,
      to: args.to,
      userAddress: args.userAddress,
      eip155: { slippage: args.slippagePercent ?? SWAP_SLIPPAGE_PERCENT },
      ...(args.disableEstimate ? { disableEstimate: true } : {}),
    },
  }
}

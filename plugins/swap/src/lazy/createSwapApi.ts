// The convert endpoints (spec §7) on the kernel's blockchain-data client: `extend()` adds them to a copy
// of the shared client, so every call goes through the kernel's HTTP stack (timeout, retries with
// Retry-After, project id and SDK version) and every answer is zod-checked here.
import type { BlockchainApiClient } from '@airlock/kernel'
import {
  allowanceRequest,
  approveRequest,
  buildTransactionRequest,
  type ConvertRequest,
  gasPriceRequest,
  priceRequest,
  quoteRequest,
  tokensRequest,
} from '../requests'
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  priceResponseSchema,
  quotesResponseSchema,
  tokensResponseSchema,
} from '../schemas'

type Schema = Parameters<BlockchainApiClient['request']>[2]['schema']

/**
 * The blockchain-data client with the seven convert endpoints added.
 *
 * @example
 * const api = createSwapApi(ctx.service('blockchainApi')!)
 * const { tokens } = await api.getSwapTokens('eip155:1')
 */
export function createSwapApi(client: BlockchainApiClient) {
  return client.extend((c) => {
    const call = <S extends Schema>(request: ConvertRequest, schema: S, signal?: AbortSignal) =>
      c.request(request.method, request.path, {
        schema,
        ...(request.method === 'GET' ? { query: request.query } : { body: request.body }),
        ...(signal ? { signal } : {}),
      })
    return {
      /** GET /v1/convert/tokens: the tokens swappable on a chain (CAIP-2). */
      getSwapTokens: (chainId: string) => call(tokensRequest(chainId), tokensResponseSchema()),
      /** GET /v1/convert/quotes for an amount of `from` in base units. */
      getSwapQuote: (args: Parameters<typeof quoteRequest>[0], signal?: AbortSignal) =>
        call(quoteRequest(args), quotesResponseSchema(), signal),
      /** POST /v1/fungible/price of CAIP-10 tokens in USD (the project id rides in the body too). */
      getSwapPrices: (addresses: readonly string[]) => {
        const request = priceRequest(addresses)
        return call(
          request.method === 'POST'
            ? { ...request, body: { ...request.body, projectId: c.options.projectId } }
            : request,
          priceResponseSchema(),
        )
      },
      /** GET /v1/convert/allowance of the source token for the user. */
      getSwapAllowance: (tokenAddress: string, userAddress: string) =>
        call(allowanceRequest(tokenAddress, userAddress), allowanceResponseSchema()),
      /** GET /v1/convert/gas-price of a chain (CAIP-2), in wei. */
      getSwapGasPrice: (chainId: string) => call(gasPriceRequest(chainId), gasPriceResponseSchema()),
      /** GET /v1/convert/build-approve: the approval transaction (exact amount unless `unlimited`). */
      buildSwapApproval: (args: Parameters<typeof approveRequest>[0]) =>
        call(approveRequest(args), buildApproveResponseSchema()),
      /** POST /v1/convert/build-transaction: the swap transaction at the slippage tolerance. */
      buildSwapTransaction: (args: Parameters<typeof buildTransactionRequest>[0]) =>
        call(buildTransactionRequest(args), buildTransactionResponseSchema()),
    }
  })
}

/** The swap's API client. */
export type SwapApi = ReturnType<typeof createSwapApi>

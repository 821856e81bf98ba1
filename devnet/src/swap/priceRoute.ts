import type { ApiDeps } from '../api/ApiDeps'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import { key, NATIVE_TOKEN_ADDRESS, parseOr400, priceBodySchema } from './convertParams'
import { type DexChain, poolPriceUsd } from './dexReads'

const NATIVE_KEYS = new Set([key(NATIVE_TOKEN_ADDRESS), '0x0000000000000000000000000000000000000000'])

/** One answer of POST /v1/fungible/price. */
export interface FungiblePrice {
  /** The address as asked (CAIP-10 or plain). */
  address: string
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/**
 * POST /v1/fungible/price `{currency: 'usd', addresses}`: each address's USD price from the pools'
 * reserves (the USD-like token counts as its table price, 1 for USDC), else the price table; the native
 * token is priced as WETH. Addresses on chains this devnet does not serve and unknown tokens are left out.
 */
export function addPriceRoute(router: Router, deps: ApiDeps, chains: ReadonlyMap<number, DexChain>): void {
  const firstChain = chains.values().next().value
  router.on('POST', '/v1/fungible/price', async ({ body }) => {
    const request = parseOr400(priceBodySchema, body, 'price request')
    if (request.currency !== 'usd') throw new HttpError(400, `Unsupported currency: ${request.currency}`)
    const answers = await Promise.all(
      request.addresses.map(async (asked): Promise<FungiblePrice | undefined> => {
        const parts = asked.split(':')
        const address = key(parts.at(-1) ?? '')
        const chain =
          parts.length === 3 ? (parts[0] === 'eip155' ? chains.get(Number(parts[1])) : undefined) : firstChain
        if (!chain) return undefined
        const usdPrice = deps.prices.USDC ?? 1
        if (NATIVE_KEYS.has(address)) {
          const price = (await poolPriceUsd(chain, chain.dex.weth, usdPrice)) ?? deps.prices.ETH ?? 0
          return { address: asked, name: 'Ether', symbol: 'ETH', iconUrl: deps.iconUrl('ETH'), price }
        }
        const token = deps.tokens.find((t) => t.kind === 'erc20' && key(t.address) === address)
        if (!token) return undefined
        const price = (await poolPriceUsd(chain, token.address, usdPrice)) ?? deps.prices[token.symbol] ?? 0
        return {
          address: asked,
          name: token.name,
          symbol: token.symbol,
          iconUrl: deps.iconUrl(token.symbol),
          price,
        }
      }),
    )
    return json({ fungibles: answers.filter((a) => a !== undefined) })
  })
}

import { type Address, erc20Abi, formatUnits } from 'viem'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import type { ApiChain, ApiDeps } from './ApiDeps'
import { bitcoinBalanceReply, bitcoinDeps } from './bitcoinRoutes'
import { parseAddressParam, selectChains } from './parse'
import { isSolanaAddress, solanaBalanceReply } from './solanaRoutes'

/** One token balance, as the spec's entity (native tokens have no address). */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

async function chainBalances(deps: ApiDeps, chain: ApiChain, address: Address): Promise<TokenBalance[]> {
  const caip2 = `eip155:${chain.chainId}`
  const erc20s = deps.tokens.filter((t) => t.kind === 'erc20')
  const [native, ...tokenAmounts] = await Promise.all([
    chain.client.getBalance({ address }),
    ...erc20s.map((t) =>
      chain.client
        .readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
        .catch(() => 0n),
    ),
  ])
  const entry = (name: string, symbol: string, decimals: number, amount: bigint, tokenAddress?: string) => {
    const numeric = formatUnits(amount, decimals)
    const price = deps.prices[symbol] ?? 0
    const balance: TokenBalance = {
      name,
      symbol,
      chainId: caip2,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: deps.iconUrl(symbol),
    }
    if (tokenAddress) balance.address = `${caip2}:${tokenAddress}`
    return balance
  }
  const out: TokenBalance[] = []
  if (native && native > 0n) out.push(entry('Ether', 'ETH', 18, native))
  erc20s.forEach((t, i) => {
    const amount = tokenAmounts[i] ?? 0n
    if (amount > 0n) out.push(entry(t.name, t.symbol, t.decimals, amount, t.address))
  })
  return out
}

/** GET /v1/account/{address}/balance?currency=usd&chainId=eip155:N&forceUpdate=… (cached per address and chain). */
export function addBalanceRoute(router: Router, deps: ApiDeps): void {
  const cache = new Map<string, { at: number; balances: TokenBalance[] }>()
  router.on('GET', '/v1/account/:address/balance', async ({ params, url }) => {
    const currency = url.searchParams.get('currency') ?? 'usd'
    if (currency !== 'usd') throw new HttpError(400, `Unsupported currency: ${currency}`)
    const bitcoin = await bitcoinDeps(deps, params.address)
    if (bitcoin) return bitcoinBalanceReply(bitcoin, params.address as string, url)
    if (isSolanaAddress(params.address)) return solanaBalanceReply(deps, params.address, url)
    const address = parseAddressParam(params.address)
    const force = url.searchParams.has('forceUpdate') && url.searchParams.get('forceUpdate') !== 'false'
    const chains = selectChains(deps, url.searchParams.get('chainId'))
    const lists = await Promise.all(
      chains.map(async (chain) => {
        const cacheKey = `${chain.chainId}:${address}`
        const hit = cache.get(cacheKey)
        if (!force && hit && Date.now() - hit.at < deps.balanceCacheMs) return hit.balances
        const balances = await chainBalances(deps, chain, address)
        cache.set(cacheKey, { at: Date.now(), balances })
        return balances
      }),
    )
    return json({ balances: lists.flat() })
  })
}

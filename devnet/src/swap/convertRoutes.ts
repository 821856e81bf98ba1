import { type Address, erc20Abi, maxUint256 } from 'viem'
import type { ApiDeps } from '../api/ApiDeps'
import { parseCaip2 } from '../api/parse'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { HttpError, json } from '../http/reply'
import type { Router } from '../http/router'
import { buildApproveTransaction, buildSwapTransaction } from './buildSwapTransaction'
import {
  allowanceQuerySchema,
  approveQuerySchema,
  buildTransactionBodySchema,
  type Caip10,
  NATIVE_TOKEN_ADDRESS,
  parseCaip10,
  parseOr400,
  quoteQuerySchema,
} from './convertParams'
import { DEVNET_DEX } from './dexContracts'
import { bestRoute, type DexChain, poolReserves, routerToken } from './dexReads'
import { addPriceRoute } from './priceRoute'

/** Where the convert endpoints find the DEX: the Uniswap V2 addresses (the same on every chain). */
export interface ConvertRoutesOptions {
  /** WETH, factory and router (default DEVNET_DEX, where deployDex puts them). */
  dex?: DexChain['dex']
  /** The USD-like token prices are read against (default the devnet's USDC). */
  usdToken?: Address
}

/** `{standard, fast, instant}` from the node's gas price: fast and instant add 20 % and 50 % of headroom. */
export const GAS_PRICE_TIERS = { standard: 100n, fast: 120n, instant: 150n } as const

/**
 * The spec's convert endpoints (§7) answered from the chain's Uniswap V2 deployment: GET
 * /v1/convert/tokens, /quotes, /allowance, /gas-price, /build-approve, POST /v1/convert/build-transaction,
 * and POST /v1/fungible/price with prices from the pools' reserves. Register before addChainRoutes, whose
 * table-priced /v1/fungible/price then only answers when these routes are off.
 */
export function addConvertRoutes(router: Router, deps: ApiDeps, options: ConvertRoutesOptions = {}): void {
  const dex = options.dex ?? DEVNET_DEX
  const usdToken = options.usdToken ?? DEVNET_CONTRACTS.usdc
  const dexChains = new Map<number, DexChain>()
  for (const c of deps.chains.values()) {
    dexChains.set(c.chainId, { chainId: c.chainId, client: c.client, dex, usdToken, tokens: deps.tokens })
  }
  /** The served chain of a CAIP-10 id, or a 400 'Chain is not supported'. */
  const chainOf = (id: Caip10): DexChain => {
    const chain = dexChains.get(id.chainId)
    if (!chain) throw new HttpError(400, `Chain is not supported: eip155:${id.chainId}`)
    return chain
  }
  const sameChain = (...ids: Caip10[]) => {
    if (new Set(ids.map((id) => id.chainId)).size > 1)
      throw new HttpError(400, 'from, to and userAddress must be on the same chain')
  }
  const distinct = (chain: DexChain, from: Caip10, to: Caip10) => {
    if (routerToken(chain, from) === routerToken(chain, to))
      throw new HttpError(400, 'from and to must be different tokens')
  }
  /** A 400 unless an ERC-20 address holds a contract on the chain. */
  const requireContract = async (chain: DexChain, token: Caip10, param: string) => {
    if (token.native) return
    const code = await chain.client.getCode({ address: token.address })
    if (!code || code === '0x')
      throw new HttpError(400, `Invalid ${param}: no token contract at ${token.caip10}`)
  }

  router.on('GET', '/v1/convert/tokens', async ({ url }) => {
    const raw = url.searchParams.get('chainId')
    if (!raw) throw new HttpError(400, 'Invalid tokens request: chainId is required')
    const { namespace, chainId } = parseCaip2(raw)
    const chain = namespace === 'eip155' ? dexChains.get(chainId) : undefined
    if (!chain) return json({ tokens: [] }) // the spec's "skipped with empty results"
    const candidates = deps.tokens.filter((t) => t.kind === 'erc20' && !t.spam)
    // Listed when a pool holds it against the native token or the USD-like token.
    const pooled = await Promise.all(
      candidates.map(async (t) => {
        const pools = await Promise.all(
          [dex.weth, usdToken]
            .filter((other) => other !== t.address)
            .map((other) => poolReserves(chain, t.address, other)),
        )
        return pools.some((r) => r !== undefined)
      }),
    )
    const token = (name: string, symbol: string, address: Address, decimals: number) => ({
      name,
      symbol,
      address: `eip155:${chainId}:${address}`,
      decimals,
      logoUri: deps.iconUrl(symbol),
      eip2612: false,
    })
    return json({
      tokens: [
        token('Ether', 'ETH', NATIVE_TOKEN_ADDRESS, 18),
        ...candidates.filter((_, i) => pooled[i]).map((t) => token(t.name, t.symbol, t.address, t.decimals)),
      ],
    })
  })

  router.on('GET', '/v1/convert/quotes', async ({ url }) => {
    const q = parseOr400(quoteQuerySchema, url.searchParams, 'quote request')
    const from = parseCaip10(q.from, 'from')
    const to = parseCaip10(q.to, 'to')
    sameChain(from, to, ...(q.userAddress ? [parseCaip10(q.userAddress, 'userAddress', from.chainId)] : []))
    const chain = chainOf(from)
    distinct(chain, from, to)
    const route = await bestRoute(chain, routerToken(chain, from), routerToken(chain, to), BigInt(q.amount))
    if (!route) throw new HttpError(400, 'Cannot quote: insufficient liquidity for this pair')
    return json({
      quotes: [
        {
          id: null,
          fromAmount: q.amount,
          fromAccount: from.caip10,
          toAmount: String(route.amountOut),
          toAccount: to.caip10,
        },
      ],
    })
  })

  router.on('GET', '/v1/convert/allowance', async ({ url }) => {
    const q = parseOr400(allowanceQuerySchema, url.searchParams, 'allowance request')
    const token = parseCaip10(q.tokenAddress, 'tokenAddress')
    const user = parseCaip10(q.userAddress, 'userAddress', token.chainId)
    sameChain(token, user)
    const chain = chainOf(token)
    // The native token is sent as value: nothing to approve, so no allowance can be too low.
    if (token.native) return json({ allowance: maxUint256.toString() })
    await requireContract(chain, token, 'tokenAddress')
    const allowance = await chain.client
      .readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user.address, dex.router],
      })
      .catch(() => {
        throw new HttpError(400, `Invalid tokenAddress: ${token.caip10} is not an ERC-20`)
      })
    return json({ allowance: allowance.toString() })
  })

  router.on('GET', '/v1/convert/gas-price', async ({ url }) => {
    const raw = url.searchParams.get('chainId')
    if (!raw) throw new HttpError(400, 'Invalid gas price request: chainId is required')
    const { namespace, chainId } = parseCaip2(raw)
    const chain = namespace === 'eip155' ? dexChains.get(chainId) : undefined
    if (!chain) throw new HttpError(400, `Chain is not supported: ${raw}`)
    const base = await chain.client.getGasPrice()
    const tier = (percent: bigint) => ((base * percent) / 100n).toString()
    return json({
      standard: tier(GAS_PRICE_TIERS.standard),
      fast: tier(GAS_PRICE_TIERS.fast),
      instant: tier(GAS_PRICE_TIERS.instant),
    })
  })

  router.on('GET', '/v1/convert/build-approve', async ({ url }) => {
    const q = parseOr400(approveQuerySchema, url.searchParams, 'approval request')
    const token = parseCaip10(q.from, 'from')
    const user = parseCaip10(q.userAddress, 'userAddress', token.chainId)
    sameChain(token, user, ...(q.to ? [parseCaip10(q.to, 'to')] : []))
    const chain = chainOf(token)
    if (token.native) throw new HttpError(400, 'Invalid from: the native token needs no approval')
    await requireContract(chain, token, 'from')
    const amount = q.unlimited === 'true' ? maxUint256 : BigInt(q.amount ?? '0')
    const tx = await buildApproveTransaction(chain, token, user, amount)
    // `from` names the token contract, as the production API's answer does (AppKit sends the approval there).
    return json({
      tx: {
        from: token.caip10,
        to: `eip155:${chain.chainId}:${tx.to}`,
        data: tx.data,
        value: '0',
        eip155: { gas: tx.gas.toString(), gasPrice: tx.gasPrice.toString() },
      },
    })
  })

  router.on('POST', '/v1/convert/build-transaction', async ({ body }) => {
    const b = parseOr400(buildTransactionBodySchema, body, 'transaction request')
    const from = parseCaip10(b.from, 'from')
    const to = parseCaip10(b.to, 'to')
    const user = parseCaip10(b.userAddress, 'userAddress', from.chainId)
    sameChain(from, to, user)
    const chain = chainOf(from)
    distinct(chain, from, to)
    await Promise.all([requireContract(chain, from, 'from'), requireContract(chain, to, 'to')])
    const built = await buildSwapTransaction(chain, {
      from,
      to,
      user,
      amount: BigInt(b.amount),
      slippage: b.eip155.slippage,
      disableEstimate: b.disableEstimate ?? false,
    })
    return json({
      tx: {
        from: user.caip10,
        to: `eip155:${chain.chainId}:${built.to}`,
        data: built.data,
        amount: built.route.amountOut.toString(),
        value: built.value.toString(),
        eip155: { gas: built.gas.toString(), gasPrice: built.gasPrice.toString() },
      },
    })
  })

  addPriceRoute(router, deps, dexChains)
}

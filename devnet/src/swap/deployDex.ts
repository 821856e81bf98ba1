import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  parseUnits,
} from 'viem'
import { DEFAULT_PRICES, type PriceTable } from '../api/ApiDeps'
import { DEPLOYER } from '../chain/accounts'
import { DEVNET_TOKENS } from '../chain/contracts'
import { pollReceipt } from '../chain/pollReceipt'
import { mintAbi, routerAbi } from './dexAbi'
import { CREATE2_DEPLOYER, DEVNET_DEX, DEVNET_POOLS, DEX_SALT, type DevnetPool } from './dexContracts'
import { uniswapV2Bytecode } from './uniswapArtifacts'

/** Options for deployDex. */
export interface DeployDexOptions {
  /** USD prices by symbol the pools open at, over DEFAULT_PRICES (WETH takes ETH's). */
  prices?: PriceTable
  /** Pools to seed (default DEVNET_POOLS). */
  pools?: readonly DevnetPool[]
}

/** What deployDex left on a chain. */
export interface DeployDexResult {
  /** Transactions sent (deploys, mints, approvals, liquidity). */
  transactions: number
}

const erc20ApproveAbi = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

/** Symbol and decimals of a pool token: the seeded ERC-20s, or WETH priced as ETH. */
function tokenInfo(address: Address): { symbol: string; decimals: number } {
  if (address === DEVNET_DEX.weth) return { symbol: 'ETH', decimals: 18 }
  const token = DEVNET_TOKENS.find((t) => t.address === address && t.kind === 'erc20')
  if (!token) throw new Error(`deployDex: ${address} is not a seeded ERC-20 or WETH`)
  return token
}

/** Base units of `usd` worth of a token at `price`, e.g. $3,000,000 of ETH at 3000 → 1000 ETH in wei. */
function amountForUsd(usd: number, price: number, decimals: number): bigint {
  if (!(price > 0)) throw new Error(`deployDex: no positive price to open a pool (got ${price})`)
  return parseUnits((usd / price).toFixed(Math.min(decimals, 6)), decimals)
}

/**
 * Deploys Uniswap V2 (WETH9, factory, Router02; bytecode from the npm artifacts) through anvil's CREATE2
 * proxy at the fixed `DEVNET_DEX` addresses, then opens the pools with liquidity from the devnet
 * DEPLOYER (it mints the ERC-20 sides, it owns the seeded tokens). Run after seedChain on a fresh node.
 * Transactions go straight to anvil's `eth_sendTransaction` with a fixed gas limit: one request each.
 *
 * @example
 * await seedChain(node.rpcUrl, node.chainId)
 * await deployDex(node.rpcUrl) // router at DEVNET_DEX.router, pools at pairAddress(a, b)
 */
export async function deployDex(rpcUrl: string, options: DeployDexOptions = {}): Promise<DeployDexResult> {
  // A partial table (e.g. only ETH) keeps the defaults for the other tokens.
  const prices = { ...DEFAULT_PRICES, ...options.prices }
  const pools = options.pools ?? DEVNET_POOLS
  // Batched: the receipts checked at the end go in one HTTP request.
  const client = createPublicClient({ transport: http(rpcUrl, { batch: true }) })
  const code = uniswapV2Bytecode()
  const hashes: Hex[] = []
  const send = async (to: Address, data: Hex, gas: bigint, value = 0n) => {
    const hash: Hex = await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: DEPLOYER.address,
          to,
          data,
          gas: `0x${gas.toString(16)}`,
          ...(value > 0n ? { value: `0x${value.toString(16)}` } : {}),
        },
      ],
    } as never)
    hashes.push(hash)
  }
  const create2 = (initCode: Hex, gas: bigint) => send(CREATE2_DEPLOYER, concat([DEX_SALT, initCode]), gas)
  const address = (value: Address) => encodeAbiParameters([{ type: 'address' }], [value])
  await create2(code.weth, 1_500_000n)
  await create2(concat([code.factory, address(DEPLOYER.address)]), 5_000_000n)
  await create2(concat([code.router, address(DEVNET_DEX.factory), address(DEVNET_DEX.weth)]), 6_000_000n)

  // The ERC-20 sides: mint what every pool needs, one approval per token (the router pulls them).
  const sides = pools.flatMap((pool) =>
    [pool.tokenA, pool.tokenB].map((token) => {
      const info = tokenInfo(token)
      return { token, amount: amountForUsd(pool.depthUsd, prices[info.symbol] ?? 0, info.decimals) }
    }),
  )
  const minted = new Map<Address, bigint>()
  for (const side of sides) {
    if (side.token !== DEVNET_DEX.weth) minted.set(side.token, (minted.get(side.token) ?? 0n) + side.amount)
  }
  for (const [token, amount] of minted) {
    await send(
      token,
      encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [DEPLOYER.address, amount] }),
      100_000n,
    )
    await send(
      token,
      encodeFunctionData({
        abi: erc20ApproveAbi,
        functionName: 'approve',
        args: [DEVNET_DEX.router, maxUint256],
      }),
      100_000n,
    )
  }
  const deadline = 2n ** 40n
  for (let i = 0; i < pools.length; i++) {
    const [a, b] = [sides[2 * i]!, sides[2 * i + 1]!]
    const native = a.token === DEVNET_DEX.weth ? a : b.token === DEVNET_DEX.weth ? b : undefined
    const other = native === a ? b : a
    // The first deposit creates the pair (UniswapV2Pair by CREATE2, ~2.3M gas) and mints its LP tokens.
    if (native) {
      await send(
        DEVNET_DEX.router,
        encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [other.token, other.amount, other.amount, native.amount, DEPLOYER.address, deadline],
        }),
        4_000_000n,
        native.amount,
      )
    } else {
      await send(
        DEVNET_DEX.router,
        encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [a.token, b.token, a.amount, b.amount, a.amount, b.amount, DEPLOYER.address, deadline],
        }),
        4_000_000n,
      )
    }
  }
  // anvil mines them in nonce order: once the last is in, every receipt is; a reverted one fails the deployment.
  const last = hashes.at(-1)
  if (last) await pollReceipt(client, last)
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  const failed = receipts.findIndex((r) => r.status !== 'success')
  if (failed >= 0) throw new Error(`deployDex: transaction ${failed + 1} of ${hashes.length} reverted`)
  return { transactions: hashes.length }
}

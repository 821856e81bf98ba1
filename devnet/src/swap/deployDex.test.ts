import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEPLOYER } from '../chain/accounts'
import { DEVNET_CONTRACTS } from '../chain/contracts'
import { seedChain } from '../chain/seedChain'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import { deployDex } from './deployDex'
import { factoryAbi, pairAbi, routerAbi } from './dexAbi'
import { DEVNET_DEX, pairAddress } from './dexContracts'

describe('deployDex', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31337, genesisTimestamp: Math.floor(Date.now() / 1000) - 4 * 86_400 })
    await seedChain(node.rpcUrl, 31337)
  })
  afterAll(() => node.stop())

  it('deploys Uniswap V2 at the fixed addresses and opens the three pools at the seed prices', async () => {
    const started = performance.now()
    const result = await deployDex(node.rpcUrl)
    console.log(
      `deployDex: ${result.transactions} transactions in ${Math.round(performance.now() - started)} ms`,
    )
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    expect(
      await client.readContract({ address: DEVNET_DEX.router, abi: routerAbi, functionName: 'factory' }),
    ).toBe(DEVNET_DEX.factory)
    expect(
      await client.readContract({ address: DEVNET_DEX.router, abi: routerAbi, functionName: 'WETH' }),
    ).toBe(DEVNET_DEX.weth)
    expect(
      await client.readContract({
        address: DEVNET_DEX.factory,
        abi: factoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(3n)
    // The factory's pair is where the router's hard-coded init-code hash says it is.
    const { usdc, dai } = DEVNET_CONTRACTS
    for (const [a, b] of [
      [DEVNET_DEX.weth, usdc],
      [DEVNET_DEX.weth, dai],
      [usdc, dai],
    ] as const) {
      const pair = await client.readContract({
        address: DEVNET_DEX.factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [a, b],
      })
      expect(pair).toBe(pairAddress(a, b))
    }
    const reserves = async (a: `0x${string}`, b: `0x${string}`) => {
      const pair = pairAddress(a, b)
      const [r0, r1] = await client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
      const token0 = await client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' })
      return token0 === a ? [r0, r1] : [r1, r0]
    }
    expect(await reserves(DEVNET_DEX.weth, usdc)).toEqual([parseEther('1000'), parseUnits('3000000', 6)])
    expect(await reserves(DEVNET_DEX.weth, dai)).toEqual([
      parseEther('1000'),
      parseUnits('3000600.120024', 18),
    ])
    expect(await reserves(usdc, dai)).toEqual([parseUnits('3000000', 6), parseUnits('3000600.120024', 18)])
    // The liquidity came from the deployer, and the seeded holders kept theirs.
    expect(
      await client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [DEPLOYER.address],
      }),
    ).toBe(0n)
  })

  it('quotes through the router with Uniswap V2 math (0.3 % fee)', async () => {
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const amountIn = parseEther('1')
    const amounts = await client.readContract({
      address: DEVNET_DEX.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [DEVNET_DEX.weth, DEVNET_CONTRACTS.usdc]],
    })
    const [rIn, rOut] = [parseEther('1000'), parseUnits('3000000', 6)]
    expect(amounts).toEqual([amountIn, (amountIn * 997n * rOut) / (rIn * 1000n + amountIn * 997n)])
  })
})

describe('deployDex with other prices', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31338 })
    await seedChain(node.rpcUrl, 31338)
  })
  afterAll(() => node.stop())

  it('opens the pools at the given prices, keeping the defaults for tokens it does not name', async () => {
    await deployDex(node.rpcUrl, { prices: { ETH: 2000 } })
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const pair = pairAddress(DEVNET_DEX.weth, DEVNET_CONTRACTS.usdc)
    const [r0, r1] = await client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
    const token0 = await client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' })
    const [weth, usdc] = token0 === DEVNET_DEX.weth ? [r0, r1] : [r1, r0]
    expect([weth, usdc]).toEqual([parseEther('1500'), parseUnits('3000000', 6)])
  })
})

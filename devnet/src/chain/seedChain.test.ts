import { createPublicClient, erc20Abi, erc721Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts'
import { DEVNET_CONTRACTS } from './contracts'
import { seedChain } from './seedChain'
import { type AnvilNode, startAnvil } from './startAnvil'

describe('seedChain', () => {
  let node: AnvilNode
  beforeAll(async () => {
    node = await startAnvil({ chainId: 31337, genesisTimestamp: Math.floor(Date.now() / 1000) - 4 * 86_400 })
  })
  afterAll(() => node.stop())

  it('deploys tokens at the fixed addresses with balances, NFTs and past transfers', async () => {
    const started = performance.now()
    const result = await seedChain(node.rpcUrl, 31337)
    console.log(
      `seedChain: ${result.transactions} transactions in ${Math.round(performance.now() - started)} ms`,
    )
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    const [a0, a1] = [DEVNET_ACCOUNTS[0]!.address, DEVNET_ACCOUNTS[1]!.address]
    const read = (address: `0x${string}`, functionName: 'decimals' | 'symbol') =>
      client.readContract({ address, abi: erc20Abi, functionName })
    expect(await read(DEVNET_CONTRACTS.usdc, 'decimals')).toBe(6)
    expect(await read(DEVNET_CONTRACTS.dai, 'decimals')).toBe(18)
    expect(await read(DEVNET_CONTRACTS.usdc, 'symbol')).toBe('USDC')
    const balanceOf = (token: `0x${string}`, who: `0x${string}`) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect(await balanceOf(DEVNET_CONTRACTS.usdc, a0)).toBe(9_750_000_000n)
    expect(await balanceOf(DEVNET_CONTRACTS.dai, a0)).toBe(5_042_500_000_000_000_000_000n)
    const ownerOf = (token: `0x${string}`, id: bigint) =>
      client.readContract({ address: token, abi: erc721Abi, functionName: 'ownerOf', args: [id] })
    expect(await ownerOf(DEVNET_CONTRACTS.nft, 3n)).toBe(a1)
    expect(await ownerOf(DEVNET_CONTRACTS.spamNft, 1n)).toBe(a0)
    const latest = await client.getBlock()
    expect(latest.number).toBe(result.blockNumber)
    expect(Number(latest.timestamp)).toBeLessThan(Date.now() / 1000)
    expect(await client.getTransactionCount({ address: a0 })).toBe(3)
  })
})

import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { TestNFT, TestToken } from '../../contracts/artifacts/artifacts'
import { DEPLOYER, DEVNET_ACCOUNTS } from './accounts'
import { DEVNET_CONTRACTS } from './contracts'
import { pollReceipt } from './pollReceipt'

/** What seedChain left on a chain: the number of seeded transactions and the last block. */
export interface SeedResult {
  transactions: number
  blockNumber: bigint
}

/** Seconds between seeded blocks, so history spans several days in the past. */
const SEED_SPACING_S = 3 * 3600

/**
 * Deploys the devnet tokens from DEPLOYER (nonces 0–3, so addresses match DEVNET_CONTRACTS) and
 * leaves balances, NFTs, spam NFT airdrops and a few past transfers on a fresh anvil node.
 * Blocks are back-dated (anvil started with a past genesis timestamp) and the clock is
 * brought back to now at the end.
 */
export async function seedChain(rpcUrl: string, chainId: number): Promise<SeedResult> {
  const chain = defineChain({
    id: chainId,
    name: `Airlock Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const transport = http(rpcUrl)
  // anvil holds the devnet keys (same mnemonic), so it signs: no local key handling or
  // viem/accounts import (which alone costs ~1 s of start-up).
  const wallet = (address: Address) =>
    createWalletClient({ account: address, chain, transport }).extend(publicActions)
  const deployer = wallet(DEPLOYER.address)
  const [a0, a1, a2, a3, a4] = DEVNET_ACCOUNTS.slice(0, 5).map((a) => wallet(a.address))
  if (!a0 || !a1 || !a2 || !a3 || !a4) throw new Error('seedChain: missing devnet accounts')
  if ((await deployer.getTransactionCount({ address: DEPLOYER.address })) !== 0) {
    throw new Error('seedChain: the deployer has already sent transactions; seed a fresh node')
  }
  const genesis = await deployer.getBlock({ blockTag: 'latest' })
  let nextTime = Number(genesis.timestamp)
  let count = 0
  const hashes: Hex[] = []
  const step = async (send: () => Promise<Hex>) => {
    nextTime += SEED_SPACING_S
    await deployer.request({
      method: 'evm_setNextBlockTimestamp',
      params: [`0x${nextTime.toString(16)}`],
    } as never)
    hashes.push(await send())
    count++
  }
  const tokenAbi = TestToken.abi
  const nftAbi = TestNFT.abi
  await step(() =>
    deployer.deployContract({ abi: tokenAbi, bytecode: TestToken.bytecode, args: ['USD Coin', 'USDC', 6] }),
  )
  await step(() =>
    deployer.deployContract({
      abi: tokenAbi,
      bytecode: TestToken.bytecode,
      args: ['Dai Stablecoin', 'DAI', 18],
    }),
  )
  await step(() =>
    deployer.deployContract({ abi: nftAbi, bytecode: TestNFT.bytecode, args: ['Airlock Test NFT', 'ATNFT'] }),
  )
  await step(() =>
    deployer.deployContract({
      abi: nftAbi,
      bytecode: TestNFT.bytecode,
      args: ['Free Airdrop Claim', 'SPAM'],
    }),
  )
  const { usdc, dai, nft, spamNft } = DEVNET_CONTRACTS
  const holders: Address[] = DEVNET_ACCOUNTS.slice(0, 5).map((a) => a.address)
  for (const to of holders) {
    await step(() =>
      deployer.writeContract({
        address: usdc,
        abi: tokenAbi,
        functionName: 'mint',
        args: [to, parseUnits('10000', 6)],
      }),
    )
    await step(() =>
      deployer.writeContract({
        address: dai,
        abi: tokenAbi,
        functionName: 'mint',
        args: [to, parseUnits('5000', 18)],
      }),
    )
  }
  const a0Address = DEVNET_ACCOUNTS[0]!.address
  const a1Address = DEVNET_ACCOUNTS[1]!.address
  for (const [to, id] of [
    [a0Address, 1n],
    [a0Address, 2n],
    [a0Address, 3n],
    [a1Address, 4n],
  ] as const) {
    await step(() =>
      deployer.writeContract({ address: nft, abi: nftAbi, functionName: 'mint', args: [to, id] }),
    )
  }
  for (const [to, id] of [
    [a0Address, 1n],
    [a0Address, 2n],
    [a1Address, 3n],
  ] as const) {
    await step(() =>
      deployer.writeContract({ address: spamNft, abi: nftAbi, functionName: 'mint', args: [to, id] }),
    )
  }
  await step(() => a0.sendTransaction({ to: a1Address, value: parseEther('1.5') }))
  await step(() =>
    a0.writeContract({
      address: usdc,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [a1Address, parseUnits('250', 6)],
    }),
  )
  await step(() =>
    a1.writeContract({
      address: dai,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [a0Address, parseUnits('42.5', 18)],
    }),
  )
  await step(() =>
    a0.writeContract({
      address: nft,
      abi: nftAbi,
      functionName: 'transferFrom',
      args: [a0Address, a1Address, 3n],
    }),
  )
  await step(() => a2.sendTransaction({ to: a0Address, value: parseEther('0.25') }))
  const last = hashes.at(-1)!
  const receipt = await pollReceipt(deployer, last)
  const now = Math.max(Math.floor(Date.now() / 1000), nextTime + 1)
  await deployer.request({ method: 'evm_setNextBlockTimestamp', params: [`0x${now.toString(16)}`] } as never)
  return { transactions: count, blockNumber: receipt.blockNumber }
}

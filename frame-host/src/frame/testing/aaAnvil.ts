// For the frame's smart-account tests: an anvil chain with the devnet's ERC-4337 contracts, and the
// factory's own view of an owner's account (its address; deploying it outside any user operation).
import {
  type AnvilNode,
  DEVNET_AA_CONTRACTS,
  DEVNET_ACCOUNTS,
  deployAaContracts,
  startAnvil,
} from '@airlock/devnet'
import { type Address, createPublicClient, createWalletClient, getAddress, http } from 'viem'
import { airlockAccountFactoryAbi } from '../../aa'

/** Starts anvil (chain 31337) and deploys the EntryPoint, the account factory and the paymaster on it. */
export async function startAaAnvil(): Promise<AnvilNode> {
  const node = await startAnvil({ chainId: 31337 })
  await deployAaContracts(node.rpcUrl)
  return node
}

/** The owner's account address as the devnet factory computes it (salt 0). */
export async function factoryAddressOf(rpcUrl: string, owner: Address): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return getAddress(
    await client.readContract({
      address: DEVNET_AA_CONTRACTS.accountFactory,
      abi: airlockAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner, 0n],
    }),
  )
}

/** Deploys the owner's account through the factory (sent by devnet account 0) and waits for it. */
export async function deployThroughFactory(rpcUrl: string, owner: Address): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const funder = createWalletClient({ transport: http(rpcUrl), account: DEVNET_ACCOUNTS[0]!.address })
  const hash = await funder.writeContract({
    chain: null,
    address: DEVNET_AA_CONTRACTS.accountFactory,
    abi: airlockAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, 0n],
  })
  await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

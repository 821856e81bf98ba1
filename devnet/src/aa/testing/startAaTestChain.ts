import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem'
import { DEVNET_ACCOUNTS } from '../../chain/accounts'
import { seedChain } from '../../chain/seedChain'
import { type AnvilNode, startAnvil } from '../../chain/startAnvil'
import { FaultRegistry } from '../../faults/FaultRegistry'
import { defaultProjects } from '../../http/projects'
import { type DevnetAa, startAaStack } from '../startAaStack'

/** One seeded anvil chain with the ERC-4337 stack, for the AA tests. */
export interface AaTestChain {
  node: AnvilNode
  chain: Chain
  publicClient: PublicClient<Transport, Chain>
  aa: DevnetAa
  faults: FaultRegistry
  bundlerUrl: string
  paymasterUrl: string
  /** Sends ETH from devnet account 0 and waits for it (funds a self-paying account). */
  fund(to: `0x${string}`, ether: string): Promise<void>
  stop(): Promise<void>
}

/** Starts anvil (chain 31337), seeds it, deploys the AA contracts and starts the AA server. */
export async function startAaTestChain(): Promise<AaTestChain> {
  const node = await startAnvil({
    chainId: 31337,
    genesisTimestamp: Math.floor(Date.now() / 1000) - 5 * 86_400,
  })
  try {
    await seedChain(node.rpcUrl, node.chainId)
    const faults = new FaultRegistry()
    const aa = await startAaStack([{ chainId: node.chainId, rpcUrl: node.rpcUrl }], {
      projects: defaultProjects(),
      faults,
    })
    const chain = defineChain({
      id: node.chainId,
      name: 'Airlock Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    })
    const publicClient = createPublicClient({ chain, transport: http(node.rpcUrl) })
    const funder = createWalletClient({
      chain,
      transport: http(node.rpcUrl),
      account: DEVNET_ACCOUNTS[0]!.address,
    })
    const endpoints = aa.chains[0]!
    return {
      node,
      chain,
      publicClient,
      aa,
      faults,
      bundlerUrl: endpoints.bundlerUrl,
      paymasterUrl: endpoints.paymasterUrl,
      async fund(to, ether) {
        const hash = await funder.sendTransaction({ to, value: parseEther(ether) })
        await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      },
      async stop() {
        await aa.server.stop()
        await node.stop()
      },
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}

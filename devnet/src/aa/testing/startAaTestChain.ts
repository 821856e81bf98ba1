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

/** Starts anvil (chain 31337), seeds it, deploys the AA contracts, starts the AA server and its bundler. */
export async function startAaTestChain(): Promise<AaTestChain> {
  const node = await startAnvil({
    chainId: 31337,
    genesisTimestamp: Math.floor(Date.now() / 1000) - 5 * 86_400,
  })
  let aa: DevnetAa | undefined
  try {
    await seedChain(node.rpcUrl, node.chainId)
    const faults = new FaultRegistry()
    const stack = await startAaStack([{ chainId: node.chainId, rpcUrl: node.rpcUrl }], {
      projects: defaultProjects(),
      faults,
    })
    aa = stack
    // The bundler starts here, not on a test's first request: on a busy machine alto takes longer to
    // load than a client waits for an answer.
    await stack.server.bundlers.get(node.chainId)!.ensure()
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
    const endpoints = stack.chains[0]!
    return {
      node,
      chain,
      publicClient,
      aa: stack,
      faults,
      bundlerUrl: endpoints.bundlerUrl,
      paymasterUrl: endpoints.paymasterUrl,
      async fund(to, ether) {
        const hash = await funder.sendTransaction({ to, value: parseEther(ether) })
        await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      },
      async stop() {
        await stack.server.stop()
        await node.stop()
      },
    }
  } catch (error) {
    await aa?.server.stop()
    await node.stop()
    throw error
  }
}

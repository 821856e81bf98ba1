// Starts the devnet (two seeded anvil nodes) and a WalletConnect relay once for the evm test project.
import { startDevnet } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'
import { startRelay } from '../../../devnet/src/relay/index'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URLs of the devnet chains, by chain id. */
    rpcUrls: Record<number, string>
    /** The devnet WalletConnect relay (ws://127.0.0.1:PORT). */
    relayUrl: string
  }
}

export default async function setup(project: TestProject) {
  const [devnet, relay] = await Promise.all([startDevnet(), startRelay()])
  project.provide('rpcUrls', Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])))
  project.provide('relayUrl', relay.url)
  return async () => {
    await relay.stop()
    await devnet.stop()
  }
}

// Starts the devnet (two seeded anvil nodes) once for the evm test project and hands its endpoints to tests.
import { startDevnet } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** RPC URLs of the devnet chains, by chain id. */
    rpcUrls: Record<number, string>
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  project.provide('rpcUrls', Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])))
  return () => devnet.stop()
}

// Starts the devnet (one anvil chain, its API, catalogue with the analytics sink, relay) once for the
// browser journey and hands its endpoints to the tests.
import {
  type E2eEndpoints,
  OPTIONAL_SERVICES_OFF,
  provideDevnetEndpoints,
  startDevnet,
} from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext extends E2eEndpoints {}
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, chains: [{ chainId: 31337 }], solana: false })
  provideDevnetEndpoints(project, devnet)
  return () => devnet.stop()
}

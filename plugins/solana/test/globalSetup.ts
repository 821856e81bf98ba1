// Starts the devnet's Solana node (litesvm behind JSON-RPC + WebSocket, seeded accounts and mints) once for
// the solana test project and hands its endpoints to the tests. Slots every 100 ms keep confirmations quick.
import { startSolanaNode } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Solana node's HTTP JSON-RPC URL. */
    solanaRpcUrl: string
    /** Its WebSocket URL. */
    solanaWsUrl: string
  }
}

export default async function setup(project: TestProject) {
  const node = await startSolanaNode({ slotMs: 100 })
  project.provide('solanaRpcUrl', node.rpcUrl)
  project.provide('solanaWsUrl', node.wsUrl)
  return () => node.stop()
}

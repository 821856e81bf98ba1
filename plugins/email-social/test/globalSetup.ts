// Starts the devnet (anvil chains, blockchain-data API, catalogue, relay, mail sink, frame host on
// 127.0.0.1) once for the email-social project and hands its endpoints to the tests.
import { startDevnet } from '@airlock/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrls: Record<number, string>
    relayUrl: string
    apiUrl: string
    catalogueUrl: string
    projectId: string
    /** The frame host (127.0.0.1). */
    frameUrl: string
    /** The mail sink's HTTP side: GET /mailbox/:email. */
    mailboxUrl: string
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  // The frame host opens its database (PGlite, migrations) on the first request: do it before the tests.
  const started = Date.now()
  await fetch(new URL('/healthz', devnet.frameUrl)).then((r) => r.text())
  console.info(`[email-social] frame host warm in ${Date.now() - started} ms`)
  project.provide('rpcUrls', Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])))
  project.provide('relayUrl', devnet.relayUrl)
  project.provide('apiUrl', devnet.apiUrl)
  project.provide('catalogueUrl', devnet.catalogueUrl)
  project.provide('projectId', devnet.projectId)
  project.provide('frameUrl', devnet.frameUrl)
  project.provide('mailboxUrl', devnet.mailboxUrl)
  return () => devnet.stop()
}

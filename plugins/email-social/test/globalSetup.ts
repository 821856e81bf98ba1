// Starts the devnet (anvil chains, blockchain-data API, catalogue, relay, mail sink, frame host on
// 127.0.0.1, the devnet social providers) once for the email-social project and hands its endpoints to the tests.
import { OPTIONAL_SERVICES_OFF, provideDevnetEndpoints, startDevnet } from '@airlock/devnet'
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
    /** The devnet's Solana node. */
    solana: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
    /** The devnet Farcaster app page (`?uri=farcaster://connect?…`). */
    farcasterAppUrl: string
  }
}

export default async function setup(project: TestProject) {
  // The social providers too (the social journey): the frame host gets their clients for the project.
  const devnet = await startDevnet({ ...OPTIONAL_SERVICES_OFF, social: true, farcaster: true })
  // The frame host opens its database (PGlite, migrations) on the first request: do it before the tests.
  const started = Date.now()
  // (/healthz does not open it: a well-formed code check for an address with no code does, and answers
  // 400 NO_CODE.)
  await fetch(new URL('/api/email/verify', devnet.frameUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'warm-up@example.com',
      otp: '000000',
      projectId: devnet.projectId,
      verifier: 'w'.repeat(43),
    }),
  }).then((r) => r.text())
  console.info(`[email-social] frame host warm in ${Date.now() - started} ms`)
  provideDevnetEndpoints(project, devnet)
  project.provide('frameUrl', devnet.frameUrl)
  project.provide('mailboxUrl', devnet.mailboxUrl)
  if (!devnet.farcaster) throw new Error('the devnet started without Farcaster')
  project.provide('farcasterAppUrl', devnet.farcaster.appUrl)
  if (!devnet.solana) throw new Error('the devnet started without its Solana node')
  const { caipNetworkId, rpcUrl, wsUrl } = devnet.solana
  project.provide('solana', { caipNetworkId, rpcUrl, wsUrl })
  return () => devnet.stop()
}

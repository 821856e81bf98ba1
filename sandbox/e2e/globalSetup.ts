// Starts, once for the whole suite: devnet, the sandbox page (a fresh vite build in a temp folder) and one
// headless Debian Chromium (as a browser server, so every test file connects to the same browser).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/devnet'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../server/startSandbox'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The sandbox page URL. */
    sandboxUrl: string
    /** WebSocket endpoint of the shared Chromium. */
    browserWsEndpoint: string
    /** RPC URLs of the devnet chains, by chain id. */
    rpcUrls: Record<number, string>
    /** Blockchain-data API base URL. */
    apiUrl: string
    /** Wallet catalogue base URL. */
    catalogueUrl: string
    /** The devnet wallet page (WalletConnect "phone"). */
    walletPageUrl: string
    /** The devnet mail sink (`GET /mailbox/:email`), where the frame host's login codes arrive. */
    mailboxUrl: string
    /** Milliseconds devnet took to start. */
    devnetStartMs: number
  }
}

export default async function setup(project: TestProject) {
  // Screenshots of failed journeys from an earlier run would mislead: start without them.
  const shots = fileURLToPath(new URL('../screenshots/', import.meta.url))
  if (existsSync(shots)) {
    for (const f of readdirSync(shots)) if (f.startsWith('failed-')) rmSync(join(shots, f))
  }
  const outDir = mkdtempSync(join(tmpdir(), 'airlock-sandbox-e2e-'))
  const [sandbox, browser] = await Promise.all([
    startSandbox({ outDir, forceBuild: true }),
    chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS),
  ])
  const devnet = sandbox.devnet
  if (!devnet) throw new Error('the e2e suite needs devnet')
  project.provide('sandboxUrl', sandbox.url)
  project.provide('browserWsEndpoint', browser.wsEndpoint())
  project.provide('rpcUrls', Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])))
  project.provide('apiUrl', devnet.apiUrl)
  project.provide('catalogueUrl', devnet.catalogueUrl)
  project.provide('walletPageUrl', devnet.walletPageUrl)
  project.provide('mailboxUrl', devnet.mailboxUrl)
  project.provide('devnetStartMs', devnet.timingsMs.total)
  return async () => {
    await browser.close()
    await sandbox.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
}

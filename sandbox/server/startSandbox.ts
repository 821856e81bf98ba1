// Starts devnet (unless hosted endpoints are given) and the sandbox page server, in parallel with the build.
import { readFileSync } from 'node:fs'
import type {} from '@airlock/analytics' // declares the `analytics` endpoint the page config names
import { type Devnet, startDevnet } from '@airlock/devnet'
import type { SandboxChain, SandboxRuntimeConfig } from '../src/runtimeConfig'
import { buildSandbox } from './buildSandbox'
import { type SandboxServer, startSandboxServer } from './sandboxServer'

/** Options of {@link startSandbox}. */
export interface StartSandboxOptions {
  /** Port of the page server (default: a free one). */
  port?: number
  /** Build output folder (default sandbox/dist). */
  outDir?: string
  /** Rebuild even when the build is fresh. */
  forceBuild?: boolean
  /** Hosted setup instead of devnet: { projectId, endpoints, chains } (a JSON file path or the object). */
  hosted?: string | Omit<SandboxRuntimeConfig, 'testWallet'>
}

/** A running sandbox: its URL, devnet (when started) and a stop for everything. */
export interface RunningSandbox {
  url: string
  devnet: Devnet | undefined
  server: SandboxServer
  config: SandboxRuntimeConfig
  timingsMs: { build: number; devnet: number; total: number }
  /** Stops the page server and devnet; safe to call twice. */
  stop(): Promise<void>
}

/** The page config for a devnet: every endpoint on 127.0.0.1, both anvil chains, the test wallet on. */
export function devnetRuntimeConfig(devnet: Devnet): SandboxRuntimeConfig {
  const chains: SandboxChain[] = devnet.chains.map((c) => ({
    chainId: c.chainId,
    name: `Airlock Devnet ${c.chainId}`,
    rpcUrl: c.rpcUrl,
  }))
  return {
    projectId: devnet.projectId,
    endpoints: {
      blockchainApi: devnet.apiUrl,
      rpcProxy: devnet.apiUrl,
      walletCatalogue: devnet.catalogueUrl,
      analytics: devnet.catalogueUrl,
      relay: devnet.relayUrl,
      // The secure frame of email login: devnet's frame host (its codes go to devnet's mail sink).
      frame: devnet.frameUrl,
    },
    chains,
    ...(devnet.solana
      ? {
          solana: {
            name: 'Airlock Devnet Solana',
            caipNetworkId: devnet.solana.caipNetworkId,
            rpcUrl: devnet.solana.rpcUrl,
            wsUrl: devnet.solana.wsUrl,
          },
        }
      : {}),
    ...(devnet.bitcoin
      ? { bitcoin: { name: 'Airlock Devnet Bitcoin (regtest)', esploraUrl: devnet.bitcoin.esploraUrl } }
      : {}),
    ...(devnet.siwx ? { siwx: { url: devnet.siwx.url } } : {}),
    ...(devnet.aa
      ? {
          smartAccounts: devnet.aa.chains.map((c) => ({
            chainId: c.chainId,
            bundlerUrl: c.bundlerUrl,
            paymasterUrl: c.paymasterUrl,
          })),
        }
      : {}),
    walletPageUrl: devnet.walletPageUrl,
    mailboxUrl: devnet.mailboxUrl,
    faultsUrl: `${devnet.apiUrl}/__devnet/faults`,
    testWallet: true,
  }
}

/** Reads and checks a hosted setup. */
export function readHostedConfig(hosted: NonNullable<StartSandboxOptions['hosted']>): SandboxRuntimeConfig {
  const raw = typeof hosted === 'string' ? (JSON.parse(readFileSync(hosted, 'utf8')) as unknown) : hosted
  const c = raw as Partial<SandboxRuntimeConfig>
  if (typeof c.projectId !== 'string' || !c.projectId)
    throw new Error('hosted config: "projectId" is required')
  if (!Array.isArray(c.chains) || c.chains.length === 0)
    throw new Error('hosted config: "chains" needs at least one chain')
  for (const chain of c.chains) {
    if (
      !Number.isInteger(chain.chainId) ||
      typeof chain.rpcUrl !== 'string' ||
      typeof chain.name !== 'string'
    )
      throw new Error('hosted config: each chain needs chainId, name and rpcUrl')
  }
  return { projectId: c.projectId, endpoints: c.endpoints ?? {}, chains: c.chains, testWallet: false }
}

/** Starts everything; on a failure, stops what was started and rethrows. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const t0 = performance.now()
  let devnetMs = 0
  const devnetPromise = options.hosted
    ? Promise.resolve(undefined)
    : startDevnet().then((d) => {
        devnetMs = Math.round(performance.now() - t0)
        return d
      })
  const buildPromise = buildSandbox({
    ...(options.outDir ? { outDir: options.outDir } : {}),
    ...(options.forceBuild ? { force: true } : {}),
  })
  const [devnet, build] = await Promise.allSettled([devnetPromise, buildPromise])
  if (devnet.status === 'rejected' || build.status === 'rejected') {
    if (devnet.status === 'fulfilled') await devnet.value?.stop()
    throw devnet.status === 'rejected' ? devnet.reason : (build as PromiseRejectedResult).reason
  }
  const config = devnet.value ? devnetRuntimeConfig(devnet.value) : readHostedConfig(options.hosted ?? '')
  let server: SandboxServer
  try {
    server = await startSandboxServer({
      dir: build.value.outDir,
      config,
      ...(devnet.value ? { testWalletScriptUrl: devnet.value.testWalletScriptUrl } : {}),
      ...(options.port !== undefined ? { port: options.port } : {}),
    })
  } catch (error) {
    await devnet.value?.stop()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    url: server.url,
    devnet: devnet.value,
    server,
    config,
    timingsMs: { build: build.value.ms, devnet: devnetMs, total: Math.round(performance.now() - t0) },
    stop: () => {
      stopped ??= server.stop().then(() => devnet.value?.stop())
      return stopped
    },
  }
}

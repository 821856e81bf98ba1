import { z } from 'zod'
import { FaultRegistry } from '../faults/FaultRegistry'
import { createServiceHandler } from '../http/createServiceHandler'
import { DEFAULT_PROJECT_ID, defaultProjects, type ProjectConfig } from '../http/projects'
import { HttpError, json } from '../http/reply'
import { Router } from '../http/router'
import { type RunningServer, startHttpServer } from '../http/startHttpServer'
import { type BundlerStatus, BundlerSupervisor, BundlerUnavailable } from './bundler/BundlerSupervisor'
import type { AltoBundler, StartAltoBundlerOptions } from './bundler/startAltoBundler'
import { DEVNET_AA_CONTRACTS } from './deployAaContracts'
import { answerJsonRpc, JsonRpcError, RPC_ERRORS } from './jsonRpc'
import { createPaymasterRpc } from './paymaster/createPaymasterRpc'
import { SponsorshipPolicy } from './paymaster/SponsorshipPolicy'

/** One chain the AA server serves. */
export interface AaServerChain {
  chainId: number
  rpcUrl: string
}

/** Options of startAaServer. */
export interface AaServerOptions {
  chains: readonly AaServerChain[]
  projects?: readonly ProjectConfig[]
  faults?: FaultRegistry
  /** Fixed port on 127.0.0.1 (0 or absent: a free one). */
  port?: number
  /** Projects whose operations the paymaster sponsors from the start (default: the default project). */
  sponsoredProjects?: readonly string[]
  /** 'lazy' (default): each chain's bundler starts on its first request; 'eager': all start now. */
  bundlers?: 'lazy' | 'eager'
  /** Replaces how a bundler process is started (tests of the supervisor). */
  startBundler?: (options: StartAltoBundlerOptions) => Promise<AltoBundler>
}

/** The endpoints of one chain: ready-to-use URLs that carry the project id. */
export interface AaChainEndpoints {
  chainId: number
  /** ERC-4337 bundler JSON-RPC (eth_sendUserOperation, …), proxied to this chain's alto. */
  bundlerUrl: string
  /** ERC-7677 paymaster service JSON-RPC (pm_getPaymasterStubData, pm_getPaymasterData). */
  paymasterUrl: string
}

/** A running AA server. */
export interface AaServer extends RunningServer {
  chains: AaChainEndpoints[]
  bundlers: ReadonlyMap<number, BundlerSupervisor>
  sponsorship: SponsorshipPolicy
  /** Every bundler's state. */
  bundlerStatus(): BundlerStatus[]
}

/** The bundler methods the devnet forwards to alto (the ERC-4337 RPC and alto's gas price helper). */
export const BUNDLER_METHODS = [
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'pimlico_getUserOperationGasPrice',
  'pimlico_getUserOperationStatus',
] as const

const FORWARD_TIMEOUT_MS = 60_000
const sponsorshipBody = z.object({ sponsored: z.boolean() })

/**
 * Serves, on 127.0.0.1, each chain's bundler (`POST /bundler/:chainId`, forwarded to its alto
 * process) and paymaster service (`POST /paymaster/:chainId`), both behind the devnet's project and
 * origin checks and fault rules; control routes under `/__devnet/aa` report and change the bundlers'
 * state and the sponsorship policy.
 */
export async function startAaServer(options: AaServerOptions): Promise<AaServer> {
  const projects = options.projects ?? defaultProjects()
  const faults = options.faults ?? new FaultRegistry()
  const sponsorship = new SponsorshipPolicy(options.sponsoredProjects)
  const bundlers = new Map(
    options.chains.map((c) => [
      c.chainId,
      new BundlerSupervisor(c.chainId, { rpcUrl: c.rpcUrl }, options.startBundler),
    ]),
  )
  const paymasters = new Map(
    options.chains.map((c) => [
      c.chainId,
      createPaymasterRpc({ chainId: c.chainId, rpcUrl: c.rpcUrl, sponsorship }),
    ]),
  )
  const chainOf = <T>(map: Map<number, T>, raw: string | undefined): T => {
    const found = map.get(Number(raw))
    if (!found) throw new HttpError(404, `No chain ${raw} on this devnet`)
    return found
  }
  const allowed = new Set<string>(BUNDLER_METHODS)

  const router = new Router()
    .on('POST', '/bundler/:chainId', async ({ params, body }) => {
      const supervisor = chainOf(bundlers, params.chainId)
      return json(await answerJsonRpc(body, (request) => forward(supervisor, request, allowed)))
    })
    .on('POST', '/paymaster/:chainId', async ({ params, body, projectId }) => {
      const handle = chainOf(paymasters, params.chainId)
      return json(await answerJsonRpc(body, (request) => handle(request, projectId)))
    })

  const control = new Router()
    .on('GET', '/__devnet/aa', () =>
      json({
        contracts: DEVNET_AA_CONTRACTS,
        bundlers: [...bundlers.values()].map((b) => b.status()),
        sponsorship: sponsorship.snapshot(),
      }),
    )
    .on('POST', '/__devnet/aa/bundlers/:chainId/stop', async ({ params }) => {
      const supervisor = chainOf(bundlers, params.chainId)
      await supervisor.stop()
      return json(supervisor.status())
    })
    .on('POST', '/__devnet/aa/bundlers/:chainId/start', async ({ params }) => {
      const supervisor = chainOf(bundlers, params.chainId)
      await supervisor.start().catch(() => undefined)
      return json(supervisor.status())
    })
    .on('PUT', '/__devnet/aa/sponsorship/:projectId', ({ params, body }) => {
      const parsed = sponsorshipBody.safeParse(body)
      if (!parsed.success) throw new HttpError(400, 'Expected {"sponsored": true|false}')
      sponsorship.set(params.projectId ?? '', parsed.data.sponsored)
      return json({ sponsorship: sponsorship.snapshot() })
    })

  const handler = createServiceHandler({ name: 'aa', router, control, projects, faults })
  const server = await startHttpServer(handler, options.port)
  if (options.bundlers === 'eager') {
    // Not awaited: start-up does not wait for alto; the first request waits for its start.
    for (const supervisor of bundlers.values()) void supervisor.ensure().catch(() => undefined)
  }
  const projectQuery = `?projectId=${encodeURIComponent(projects[0]?.id ?? DEFAULT_PROJECT_ID)}`
  return {
    ...server,
    chains: options.chains.map((c) => ({
      chainId: c.chainId,
      bundlerUrl: `${server.url}/bundler/${c.chainId}${projectQuery}`,
      paymasterUrl: `${server.url}/paymaster/${c.chainId}${projectQuery}`,
    })),
    bundlers,
    sponsorship,
    bundlerStatus: () => [...bundlers.values()].map((b) => b.status()),
    async stop() {
      await server.stop()
      await Promise.all([...bundlers.values()].map((b) => b.stop()))
    },
  }
}

async function forward(
  supervisor: BundlerSupervisor,
  request: { id?: string | number | null | undefined; method: string; params?: unknown[] | undefined },
  allowed: ReadonlySet<string>,
): Promise<unknown> {
  if (!allowed.has(request.method)) {
    throw new JsonRpcError(RPC_ERRORS.methodNotFound, `Method not found: ${request.method}`)
  }
  let bundler: AltoBundler
  try {
    bundler = await supervisor.ensure()
  } catch (error) {
    if (error instanceof BundlerUnavailable) {
      throw new JsonRpcError(RPC_ERRORS.bundlerUnavailable, error.message, { state: error.state })
    }
    throw error
  }
  const response = await fetch(bundler.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: request.id ?? 1,
      method: request.method,
      params: request.params ?? [],
    }),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new JsonRpcError(
      RPC_ERRORS.bundlerUnavailable,
      `The bundler of chain ${supervisor.chainId} did not answer: ${error instanceof Error ? error.message : String(error)}`,
    )
  })
  const answer = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
    | undefined
  if (!answer || typeof answer !== 'object') {
    throw new JsonRpcError(
      RPC_ERRORS.internal,
      `The bundler answered HTTP ${response.status} without JSON-RPC`,
    )
  }
  if (answer.error) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : RPC_ERRORS.internal
    const message = typeof answer.error.message === 'string' ? answer.error.message : 'Bundler error'
    throw new JsonRpcError(code, message, answer.error.data)
  }
  return answer.result ?? null
}

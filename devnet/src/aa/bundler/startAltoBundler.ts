import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Address, Hex } from 'viem'
import { killOnExit } from '../../process/killOnExit'
import { BUNDLER_EXECUTOR, BUNDLER_UTILITY } from '../aaConstants'
import { DEVNET_AA_CONTRACTS } from '../deployAaContracts'
import { altoBundle } from './altoBundle'

/** Options for one alto bundler process against one chain. */
export interface StartAltoBundlerOptions {
  /** JSON-RPC URL of the chain (an anvil node). */
  rpcUrl: string
  /** EntryPoint the bundler serves (default: the devnet's v0.8 EntryPoint). */
  entryPoint?: Address
  /** Key that sends handleOps and pays their gas (default: devnet account 7). */
  executorPrivateKey?: Hex
  /** Key that deploys alto's simulation contracts (default: devnet account 6). */
  utilityPrivateKey?: Hex
  /** Fixed port on 127.0.0.1; 0 or absent picks a free one. */
  port?: number
  /** Milliseconds to wait for alto to listen (default 120 000: it loads slowly on a busy machine). */
  timeoutMs?: number
}

/** A running alto process. */
export interface AltoBundler {
  /** JSON-RPC URL of alto itself (http://127.0.0.1:port). */
  url: string
  port: number
  pid: number
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>
  /** The last lines alto printed (for error messages). */
  recentOutput(): string
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
  stop(): Promise<void>
}

const SETPRIV =
  process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : undefined
const OUTPUT_KEPT = 4_000

/** loopbackOnly.mjs beside this module (src), or in dist/ where the build copies it (from dist/chunks too). */
function loopbackPreload(): string {
  const candidates = ['./loopbackOnly.mjs', '../loopbackOnly.mjs'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  )
  const found = candidates.find((p) => existsSync(p))
  if (!found) throw new Error(`alto: loopbackOnly.mjs not found (looked at ${candidates.join(', ')})`)
  return found
}

/** The command-line flags the devnet runs alto with (exported for the README and its test). */
export function altoArgs(options: StartAltoBundlerOptions): string[] {
  return [
    '--entrypoints',
    options.entryPoint ?? DEVNET_AA_CONTRACTS.entryPoint,
    '--executor-private-keys',
    options.executorPrivateKey ?? BUNDLER_EXECUTOR.privateKey,
    '--utility-private-key',
    options.utilityPrivateKey ?? BUNDLER_UTILITY.privateKey,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(options.port ?? 0),
    // Safe mode enforces ERC-7562's storage and opcode rules through debug_traceCall with a JavaScript
    // tracer, which anvil does not have; simulation (validation, gas, reverts) still runs in full.
    '--safe-mode',
    'false',
    // anvil mines each transaction as it arrives: poll for receipts often.
    '--block-time',
    '200',
    '--min-bundle-interval',
    '50',
    '--max-bundle-interval',
    '200',
    // No background top-ups between devnet accounts.
    '--utility-wallet-monitor',
    'false',
    '--refilling-wallets',
    'false',
    '--json',
    '--log-level',
    'info',
    '--public-client-log-level',
    'warn',
    '--wallet-client-log-level',
    'warn',
  ]
}

function exitedPromise(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Starts @pimlico/alto (an ERC-4337 bundler) in its own Node process against one chain, listening on
 * 127.0.0.1, and resolves once it serves JSON-RPC. Its environment is only PATH and HOME: no ALTO_*
 * variable, .env file or SENTRY_DSN of the caller reaches it, so it contacts nothing but the chain.
 */
export async function startAltoBundler(options: StartAltoBundlerOptions): Promise<AltoBundler> {
  const bundle = await altoBundle()
  const args = ['--import', loopbackPreload(), bundle.path, ...altoArgs(options)]
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? tmpdir(),
    DOTENV_CONFIG_PATH: '/dev/null',
  }
  const spawnOptions: SpawnOptions = { cwd: tmpdir(), env, stdio: ['ignore', 'pipe', 'pipe'] }
  // As with anvil: setpriv --pdeathsig stops alto if this process dies without stop().
  const child = SETPRIV
    ? spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', process.execPath, ...args], spawnOptions)
    : spawn(process.execPath, args, spawnOptions)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT)
  }
  child.stderr?.on('data', keep)
  const exited = exitedPromise(child)
  const timeoutMs = options.timeoutMs ?? 120_000
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = ''
    const timer = setTimeout(() => fail(new Error(`alto did not listen within ${timeoutMs} ms`)), timeoutMs)
    function fail(error: Error) {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${error.message}; its last output:\n${output}`))
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(new Error(`alto exited (${signal ?? code}) before listening`))
    const onData = (chunk: Buffer) => {
      keep(chunk)
      buffered += chunk.toString()
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(buffered)
      if (match?.[1]) {
        clearTimeout(timer)
        child.off('exit', onExit)
        child.off('error', fail)
        child.stdout?.off('data', onData)
        child.stdout?.on('data', keep)
        resolve(match[1])
      } else if (/Server listening at/.test(buffered)) {
        fail(new Error('alto listens on an address other than 127.0.0.1'))
      }
    }
    child.once('error', fail)
    child.once('exit', onExit)
    child.stdout?.on('data', onData)
  })
  killOnExit(child)
  const port = Number(new URL(url).port)
  return {
    url,
    port,
    pid: child.pid!,
    exited,
    recentOutput: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { killOnExit } from '../process/killOnExit'
import { DEVNET_MNEMONIC, FUNDED_ACCOUNT_COUNT } from './accounts'

/** Options for one anvil node; everything listens on 127.0.0.1. */
export interface StartAnvilOptions {
  /** EVM chain id (default 31337). */
  chainId?: number
  /** Fixed port; 0 or absent picks a free one. */
  port?: number
  /** Mnemonic for the funded accounts (default DEVNET_MNEMONIC). */
  mnemonic?: string
  /** Path to the anvil binary (default: the one shipped by @foundry-rs/anvil-linux-amd64). */
  binary?: string
  /** Genesis block timestamp in seconds (default: now); seeding back-dates history from it. */
  genesisTimestamp?: number
  /** Milliseconds to wait for "Listening on" (default 10 000). */
  timeoutMs?: number
}

/** A running anvil node. */
export interface AnvilNode {
  chainId: number
  port: number
  /** HTTP JSON-RPC URL, e.g. http://127.0.0.1:8545. */
  rpcUrl: string
  pid: number
  /** Sends SIGTERM and resolves when the process has exited. */
  stop(): Promise<void>
}

const PLATFORM_PACKAGE: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
}

const SETPRIV =
  process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : undefined

/** Locates the anvil binary shipped in the platform package of @foundry-rs/anvil. */
export function anvilBinary(): string {
  const fromEnv = process.env.AIRLOCK_ANVIL_BIN
  if (fromEnv) return fromEnv
  const pkg = PLATFORM_PACKAGE[`${process.platform}-${process.arch}`]
  if (!pkg) throw new Error(`anvil: no binary package for ${process.platform}-${process.arch}`)
  const require = createRequire(import.meta.url)
  const anvilDir = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const req = createRequire(join(anvilDir, 'package.json'))
  return join(dirname(req.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Spawns anvil on 127.0.0.1 and resolves once it is listening. */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilNode> {
  const chainId = options.chainId ?? 31337
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--chain-id',
    String(chainId),
    '--mnemonic',
    options.mnemonic ?? DEVNET_MNEMONIC,
    '--accounts',
    String(FUNDED_ACCOUNT_COUNT),
  ]
  if (options.genesisTimestamp !== undefined) args.push('--timestamp', String(options.genesisTimestamp))
  const binary = options.binary ?? anvilBinary()
  // On Linux, setpriv --pdeathsig makes the kernel stop anvil if this process dies without stop()
  // (SIGKILL, a crash): no orphaned nodes. Elsewhere anvil is spawned directly.
  const child = SETPRIV
    ? spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', binary, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error(`anvil did not start within ${options.timeoutMs ?? 10_000} ms`)),
      options.timeoutMs ?? 10_000,
    )
    function fail(error: Error) {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(error)
    }
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`anvil exited with code ${code}: ${output.slice(-500)}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.removeAllListeners('exit')
        child.stdout?.removeAllListeners('data')
        child.stdout?.resume()
        resolve(Number(match[1]))
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  })
  child.stderr?.resume()
  killOnExit(child)
  return {
    chainId,
    port,
    rpcUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited(child)
    },
  }
}

// Starts bcoinProcess.mjs as a child process and waits for its ready line.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BitcoinNetwork } from '@airlock/bitcoin'
import { killOnExit } from '../process/killOnExit'
import { BcoinClient } from './bcoinClient'

/** A running bcoin child process. */
export interface BcoinProcess {
  /** http://127.0.0.1:PORT: bcoin's REST and JSON-RPC API (needs the API key). */
  url: string
  pid: number
  client: BcoinClient
  /** Sends SIGTERM (SIGKILL after 3 s) and resolves once the process has exited. */
  stop(): Promise<void>
}

/** Options of spawnBcoin. */
export interface SpawnBcoinOptions {
  /** The network whose prefixes and genesis the node takes (the devnet's regtest). */
  network: BitcoinNetwork
  /** Fixed port of bcoin's own API (default: a free one). */
  port?: number
  /**
   * Version-bits window (blocks) in which segwit and CSV activate when every block signals (default 1:
   * active after the first few blocks, as on Bitcoin Core's regtest; bcoin's own is 144 → 432 blocks).
   */
  activationWindow?: number
  /** Milliseconds to wait for the node (default 60 000: module loading alone takes 0.4–1.5 s here). */
  timeoutMs?: number
}

const SETPRIV =
  process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : undefined

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** Where bcoinProcess.mjs is: beside this file in src/, beside the bundle in dist/. */
function processScript(): string {
  for (const candidate of ['./bcoinProcess.mjs', './bitcoin/bcoinProcess.mjs']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url))
    if (existsSync(path)) return path
  }
  throw new Error('bcoinProcess.mjs not found beside the devnet code')
}

/**
 * Spawns the bcoin node (in-memory regtest) and resolves when its API listens.
 * @example const bcoin = await spawnBcoin({ network: bitcoinRegtest }); await bcoin.client.tip()
 */
export async function spawnBcoin(options: SpawnBcoinOptions): Promise<BcoinProcess> {
  const apiKey = randomBytes(16).toString('hex')
  const config = JSON.stringify({
    params: options.network.params,
    genesisHash: options.network.genesisHash,
    apiKey,
    port: options.port ?? 0,
    activationWindow: options.activationWindow ?? 1,
  })
  const args = [processScript(), config]
  // On Linux, setpriv --pdeathsig stops the node if this process dies without stop() (as for anvil).
  const child = SETPRIV
    ? spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', process.execPath, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const timeoutMs = options.timeoutMs ?? 60_000
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`bcoin did not start within ${timeoutMs} ms`)), timeoutMs)
    function fail(error: Error) {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(error)
    }
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`bcoin exited with code ${code}: ${output.slice(-800)}`)))
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /AIRLOCK_BITCOIN_READY (\{.*\})\n/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.stdout?.removeAllListeners('data')
      child.stdout?.resume()
      child.stderr?.removeAllListeners('data')
      child.stderr?.resume()
      resolve((JSON.parse(match[1] as string) as { port: number }).port)
    })
  })
  killOnExit(child)
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    pid: child.pid as number,
    client: new BcoinClient(url, apiKey),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exited(child)
      clearTimeout(timer)
    },
  }
}

import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { serviceUrl } from './testing/request'

const here = dirname(fileURLToPath(import.meta.url))

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Anvil processes whose parent is `pid` (Linux /proc). */
function anvilChildren(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('anvil')
      } catch {
        return false
      }
    })
    .map(Number)
}

// Without the Bitcoin node: these tests are about the CLI's own start and stop (the node's stop is tested in
// src/bitcoin/startBitcoinNode.test.ts; the CLI waits for a start-up in progress before stopping it).
const startCli = () =>
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(here, 'cli.ts'), '--no-bitcoin'], {
    cwd: join(here, '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  })

describe('devnet CLI', () => {
  it.skipIf(!existsSync('/proc/self/stat'))(
    'stops the anvil nodes when SIGINT arrives during start-up',
    async () => {
      const child = startCli()
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      let anvils: number[] = []
      // node + tsx + imports take seconds on a loaded machine (over 25 s seen in a full run at load 30)
      const deadline = Date.now() + 90_000
      while (anvils.length < 2 && Date.now() < deadline) {
        anvils = anvilChildren(child.pid!)
        await new Promise((r) => setTimeout(r, 20))
      }
      expect(anvils.length).toBeGreaterThanOrEqual(2)
      child.kill('SIGINT')
      expect(await exited).toBe(0)
      expect(anvils.filter(alive)).toEqual([])
    },
    180_000,
  )

  it('prints the endpoints as JSON, serves them, and leaves no process after SIGINT', async () => {
    const child = startCli()
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const info = await new Promise<{
      apiUrl: string
      catalogueUrl: string
      relayUrl: string
      readyMs: number
      chains: Array<{ pid: number; rpcUrl: string }>
    }>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        try {
          resolve(JSON.parse(out))
        } catch {
          // not complete yet
        }
      })
      exited.then((code) => reject(new Error(`CLI exited early (${code}): ${stderr}`)))
    })
    const pids = [child.pid!, ...info.chains.map((c) => c.pid)]
    expect(pids.every(alive)).toBe(true)
    for (const url of [info.apiUrl, info.catalogueUrl, info.relayUrl, ...info.chains.map((c) => c.rpcUrl)]) {
      expect(url).toMatch(/^(http|ws):\/\/127\.0\.0\.1:\d+$/)
    }
    expect((await fetch(serviceUrl(info.apiUrl, '/v1/supported-chains'))).status).toBe(200)
    expect(info.readyMs).toBeGreaterThan(0)
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(pids.filter(alive)).toEqual([])
    await expect(fetch(serviceUrl(info.apiUrl, '/v1/supported-chains'))).rejects.toThrow()
    // Ready includes the frame host's database (from the template, beside the chains): over 60 s at load 30.
  }, 180_000)
})

// `npm run sandbox` as a user runs it: the CLI prints the URL once the page and devnet answer, the page
// carries the config and the test wallet, and Ctrl-C (SIGINT) stops every process it started.
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const SANDBOX_DIR = fileURLToPath(new URL('..', import.meta.url))

/** Pids of every live descendant of `pid` (from /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)])
    } catch {
      // the process ended while we read
    }
  }
  const out: number[] = []
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      out.push(child)
      walk(child)
    }
  }
  walk(pid)
  return out
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Resolves with the stdout text once `pattern` appears (bounded by the test timeout). */
function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      if (pattern.test(text)) resolve(text)
    })
    child.once('exit', (code) => reject(new Error(`sandbox CLI exited early (${code}): ${text}`)))
  })
}

describe('npm run sandbox (the CLI)', () => {
  test('prints the URL when ready, serves the page with the test wallet, and Ctrl-C leaves no process', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/cli.ts'], {
      cwd: SANDBOX_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const output = await waitForOutput(child, /Ctrl-C stops everything/)
      const url = output.match(/Airlock sandbox: (http:\/\/127\.0\.0\.1:\d+\/)/)?.[1]
      const walletPage = output.match(/Devnet wallet page \(WalletConnect "phone"\): (\S+)/)?.[1]
      expect(url).toBeDefined()
      expect(walletPage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wallet$/)
      const html = await (await fetch(url ?? '')).text()
      expect(html).toContain('window.__AIRLOCK_SANDBOX__=')
      expect(html).toContain('<script src="/test-wallet.js"></script>')
      const config = JSON.parse(html.match(/__AIRLOCK_SANDBOX__=(\{.*?\})<\/script>/)?.[1] ?? '{}')
      // Every endpoint the page is given is on loopback.
      for (const endpoint of Object.values(config.endpoints as Record<string, string>)) {
        expect(endpoint).toMatch(/^(http|ws):\/\/127\.0\.0\.1:\d+/)
      }
      const wallet = await (await fetch(`${url}test-wallet.js?account=2`)).text()
      expect(wallet).toContain('switchAccount(2)')
      const started = descendants(child.pid ?? -1)
      expect(started.length).toBeGreaterThanOrEqual(2) // at least the two anvil nodes
      child.kill('SIGINT')
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(0)
      await expect.poll(() => started.filter(alive), { timeout: 5_000 }).toEqual([])
      await expect(fetch(url ?? '')).rejects.toThrow()
      await expect(fetch(walletPage ?? '')).rejects.toThrow()
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 120_000)
})

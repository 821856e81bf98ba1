import { execFile, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** A throwaway PostgreSQL server on 127.0.0.1 for tests. */
export interface TestPostgres {
  url: string
  stop(): Promise<void>
}

/** Finds PostgreSQL's bin folder (initdb, pg_ctl) under /usr/lib/postgresql, or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')))
}

/** Why startTestPostgres cannot run here, or undefined when it can. */
export function postgresUnavailableReason(): string | undefined {
  if (!findPostgresBin()) return 'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin'
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0)
    return 'no postgres user to run initdb as'
  return undefined
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** initdb + pg_ctl start on a free 127.0.0.1 port (as the postgres user when root); stop() removes it. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL binaries not found')
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'airlock-pg-'))
  const data = join(dir, 'data')
  const exec = async (tool: string, args: string[]) => {
    const cmd = join(bin, tool)
    if (asRoot) await run('runuser', ['-u', 'postgres', '--', cmd, ...args])
    else await run(cmd, args)
  }
  if (asRoot) await run('chown', ['postgres', dir])
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const port = await freePort()
  const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -F -c fsync=off`
  await exec('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

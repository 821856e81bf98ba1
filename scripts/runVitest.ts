// Runs vitest in a child process, for the tests of the repository's own reporters (they run vitest on a
// fixture folder with the reporter under test).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const vitestBin = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))

/** What a vitest run printed and how it ended. */
export interface VitestRun {
  code: number | null
  out: string
  err: string
}

/**
 * Runs `vitest run --config <config> ...args` from the repository root with `env` added, colours off.
 * @example const { code, err } = await runVitest(fixtureConfig, ['one.fixture.ts'], { FIXTURE: '1' })
 */
export function runVitest(
  config: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<VitestRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vitestBin, 'run', '--config', config, ...args], {
      cwd: root,
      env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c) => {
      out += c
    })
    child.stderr.on('data', (c) => {
      err += c
    })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, out, err }))
  })
}

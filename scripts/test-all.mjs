// `npm test`'s last step: the type-check and every test at once. vitest runs in the foreground; the type-check
// (scripts/typecheck.mjs, a few tsc at a time) runs beside it at the lowest CPU priority, so it uses the time
// the browser journeys spend waiting on timers, sockets and the devnet, and never slows a test that needs the CPU.
// Its output is held and printed after the tests. The exit status fails if either failed.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Runs a command; resolves with its exit status (1 when it could not start or was killed). */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options })
    child.on('error', () => resolve(1))
    child.on('close', (status) => resolve(status ?? 1))
    if (options.capture) {
      child.stdout.on('data', (chunk) => options.capture.push(chunk))
      child.stderr.on('data', (chunk) => options.capture.push(chunk))
    }
  })
}

const held = []
const started = Date.now()
// `nice` ships with coreutils on every Linux; elsewhere the type-check runs at normal priority.
const typecheck =
  process.platform === 'linux'
    ? run('nice', ['-n', '19', process.execPath, 'scripts/typecheck.mjs'], { capture: held })
    : run(process.execPath, ['scripts/typecheck.mjs'], { capture: held })
const tests = run(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--coverage', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
)
const [typecheckStatus, testStatus] = await Promise.all([typecheck, tests])
process.stdout.write(`\n${Buffer.concat(held).toString()}`)
const seconds = ((Date.now() - started) / 1000).toFixed(0)
process.stdout.write(
  `type-check: ${typecheckStatus === 0 ? 'ok' : 'FAILED'}; tests: ${testStatus === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n`,
)
process.exitCode = typecheckStatus === 0 && testStatus === 0 ? 0 : 1

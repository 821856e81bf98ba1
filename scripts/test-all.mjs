// `npm test`'s last step: the type-check and every test at once. The tests run in three vitest processes side by
// side (scripts/test-lanes.mjs: the projects whose files go one at a time beside the others), whose results are
// then merged into one report; the type-check (scripts/typecheck.mjs, a few tsc at a time) runs beside them at
// the lowest CPU priority, so it uses the time the browser journeys spend waiting on timers, sockets and the
// devnet, and never slows a test that needs the CPU. Its output is held and printed after the tests. The exit
// status fails if either failed. Arguments (a file, `--project`, `-t`) run one vitest process with them.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { laneArgs, listProjects, mergeArgs, planLanes } from './test-lanes.mjs'

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
const vitest = join(root, 'node_modules/vitest/vitest.mjs')
const filters = process.argv.slice(2)

/** With filters: one vitest process, as `vitest run` would. Without: the lanes, then their merged report. */
async function runTests() {
  if (filters.length > 0)
    return run(process.execPath, [vitest, 'run', '--coverage', ...filters], { stdio: 'inherit' })
  const workDir = mkdtempSync(join(tmpdir(), 'airlock-lanes-'))
  try {
    const lanes = planLanes(listProjects(root))
    const statuses = await Promise.all(
      lanes.map((plan) =>
        run(process.execPath, [vitest, ...laneArgs(plan, workDir)], {
          stdio: 'inherit',
          env: { ...process.env, AIRLOCK_TEST_LANE: plan.lane },
        }),
      ),
    )
    const failedLanes = lanes.filter((_, i) => statuses[i] !== 0).map((plan) => plan.lane)
    // A lane that failed (a test, a Vite or Node warning, a crash) fails the merged run too: its reporters
    // then rewrite nothing (scripts/spec-coverage-reporter.mjs).
    const merged = await run(process.execPath, [vitest, ...mergeArgs(workDir)], {
      stdio: 'inherit',
      env: { ...process.env, AIRLOCK_FAILED_LANES: failedLanes.join(',') },
    })
    if (failedLanes.length > 0) process.stderr.write(`\nlanes that failed: ${failedLanes.join(', ')}\n`)
    return failedLanes.length > 0 ? 1 : merged
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

const [typecheckStatus, testStatus] = await Promise.all([typecheck, runTests()])
process.stdout.write(`\n${Buffer.concat(held).toString()}`)
const seconds = ((Date.now() - started) / 1000).toFixed(0)
process.stdout.write(
  `type-check: ${typecheckStatus === 0 ? 'ok' : 'FAILED'}; tests: ${testStatus === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n`,
)
process.exitCode = typecheckStatus === 0 && testStatus === 0 ? 0 : 1

// Type-checks every workspace package with its own tsconfig.json (each package knows its own test globals),
// a few at a time, and fails if any of them fails.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dirs = [
  'kernel',
  'ui',
  'testing',
  'devnet',
  'frame-host',
  'siwx-server',
  'sandbox',
  'bench',
  ...readdirSync(join(root, 'plugins')).map((d) => `plugins/${d}`),
]
const projects = ['tsconfig.json', ...dirs.map((d) => `${d}/tsconfig.json`)].filter((p) =>
  existsSync(join(root, p)),
)
const tsc = join(root, 'node_modules/typescript/bin/tsc')
// Two at a time on a 2-core machine: each tsc is single-threaded, so this halves the wall time.
const parallel = Math.max(1, Math.min(availableParallelism(), 4))

/** Type-checks one project; resolves with its exit status after printing its output in one block. */
function check(project) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`${output}tsc -p ${project}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n`)
      resolve(status)
    })
  })
}

const queue = [...projects]
let failed = 0
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if ((await check(project)) !== 0) failed++
    }
  }),
)
process.exitCode = failed ? 1 : 0

// Type-checks every workspace package with its own tsconfig.json (each package knows its own test globals),
// one after another, and fails if any of them fails.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const dirs = [
  'kernel',
  'ui',
  'devnet',
  'frame-host',
  'sandbox',
  'bench',
  ...readdirSync(join(root, 'plugins')).map((d) => `plugins/${d}`),
]
const projects = ['tsconfig.json', ...dirs.map((d) => `${d}/tsconfig.json`)].filter((p) =>
  existsSync(join(root, p)),
)
const tsc = join(root, 'node_modules/typescript/bin/tsc')
let failed = 0
for (const project of projects) {
  const started = Date.now()
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' })
  console.log(
    `tsc -p ${project}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  if (status !== 0) failed++
}
process.exitCode = failed ? 1 : 0

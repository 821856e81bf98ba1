// Measures `npm run devnet` start-up: spawns the CLI N times (default 5), reads the endpoints JSON,
// SIGINTs it and checks it exited 0. Prints wall time (spawn → JSON) and the CLI's own timings.
// Usage: node scripts/benchStartup.mjs [runs] [CLI flags…], e.g. `5 --no-swap` or `5 --no-bitcoin`
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const runs = Number(process.argv[2] ?? 5)
const cliFlags = process.argv.slice(3)

function once() {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/cli.ts', ...cliFlags],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    let info
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (info) return
      try {
        info = JSON.parse(out)
      } catch {
        return
      }
      const wallMs = Math.round(performance.now() - t0)
      child.once('exit', (code) =>
        code === 0 ? resolve({ wallMs, ...info.timingsMs }) : reject(new Error(`exit ${code}`)),
      )
      child.kill('SIGINT')
    })
    child.once('exit', (code) => {
      if (!info) reject(new Error(`CLI exited (${code}) before printing endpoints`))
    })
  })
}

const results = []
for (let i = 0; i < runs; i++) results.push(await once())
const median = (key) => {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
console.table(results)
console.log(
  JSON.stringify({
    runs,
    medianWallMs: median('wallMs'),
    medianReadyMs: median('total'),
    medianDatabaseMs: median('database'),
    ...(results[0]?.bitcoin !== undefined ? { medianBitcoinMs: median('bitcoin') } : {}),
  }),
)

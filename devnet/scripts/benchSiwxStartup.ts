// What the sign-in server adds to devnet start-up, measured apart from the rest (whole-devnet figures on a
// shared, loaded machine vary by seconds between runs). Each sample runs in a fresh Node process:
//   load   - import devnet's siwx service module and @airlock/siwx-server (cold module cache),
//   listen - startDevnetSiwx on an already-open PGlite devnet database, until it listens,
//   factory - deploySiwxAccountFactory on a fresh anvil (runs beside the other services at start),
//   first  - the first POST /v1/nonce (creates the siwx_* tables), then a second one;
// and whole devnets, alternately with and without the sign-in server (startDevnet resolved), also each
// in a fresh process.
// Usage: node --conditions=source --import tsx scripts/benchSiwxStartup.ts [runs]
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const runs = Number(process.argv[2] ?? 5)

if (process.argv[2] === '--sample') {
  const { startAnvil } = await import('../src/chain/startAnvil')
  const { openDatabase } = await import('../src/storage/openDatabase')
  const { FaultRegistry } = await import('../src/faults/FaultRegistry')
  const [db, anvil] = await Promise.all([openDatabase({}), startAnvil({ chainId: 31337 })])
  let t = performance.now()
  const { startDevnetSiwx } = await import('../src/siwx/startDevnetSiwx')
  const { deploySiwxAccountFactory } = await import('../src/siwx/smartAccounts')
  const load = performance.now() - t
  t = performance.now()
  const server = await startDevnetSiwx({
    db,
    faults: new FaultRegistry(),
    origins: ['http://localhost:*'],
    chains: { 'eip155:31337': anvil.rpcUrl },
  })
  const listen = performance.now() - t
  t = performance.now()
  await deploySiwxAccountFactory(anvil.rpcUrl)
  const factory = performance.now() - t
  const nonce = async () => {
    const start = performance.now()
    const res = await fetch(`${server.url}/v1/nonce`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173' },
    })
    if (res.status !== 201) throw new Error(`nonce ${res.status}`)
    return performance.now() - start
  }
  const first = await nonce()
  const second = await nonce()
  await server.stop()
  await anvil.stop()
  await db.close()
  console.log(JSON.stringify({ load, listen, factory, first, second }))
  process.exit(0)
}

if (process.argv[2] === '--devnet') {
  const { startDevnet } = await import('../src/startDevnet')
  const t = performance.now()
  const devnet = await startDevnet(process.argv[3] === 'off' ? { siwx: false } : {})
  const total = performance.now() - t
  await devnet.stop()
  console.log(JSON.stringify({ total }))
  process.exit(0)
}

/** Runs this script with `args` in a fresh Node process and returns its last JSON line. */
function sample(...args: string[]): Record<string, number> {
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(import.meta.url), ...args],
    { encoding: 'utf8' },
  )
  if (child.status !== 0) throw new Error(`sample failed: ${child.stderr}`)
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}')
}

const samples: Record<string, number>[] = []
for (let i = 0; i < runs; i++) {
  samples.push(sample('--sample'))
  const off = sample('--devnet', 'off').total ?? 0
  const on = sample('--devnet', 'on').total ?? 0
  samples[i] = { ...samples[i], devnetOff: off, devnetOn: on }
}
const median = (key: string) => {
  const values = samples.map((s) => s[key] ?? 0).sort((a, b) => a - b)
  return Math.round(values[Math.floor(values.length / 2)] ?? 0)
}
const keys = ['load', 'listen', 'factory', 'first', 'second', 'devnetOff', 'devnetOn']
console.log(`runs: ${runs}`)
for (const key of keys)
  console.log(
    `${key.padEnd(8)} median ${median(key)} ms  (${samples.map((s) => Math.round(s[key] ?? 0)).join(', ')})`,
  )

// `npm run sandbox`: starts devnet and the sandbox page, waits until both answer, prints the URL;
// Ctrl-C stops everything. Flags: --port N, --hosted config.json (no devnet), --rebuild, --build-only.
import { buildSandbox } from './buildSandbox'
import { type RunningSandbox, startSandbox } from './startSandbox'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const value = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

if (flag('--build-only')) {
  const result = await buildSandbox({ force: true })
  process.stdout.write(`sandbox: built ${result.outDir} in ${result.ms} ms\n`)
  process.exit(0)
}

let sandbox: RunningSandbox | undefined
let stopping = false
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  process.stderr.write(`\nsandbox: ${signal}, stopping\n`)
  if (!sandbox) return // start-up sees `stopping` and stops what it started
  sandbox.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`sandbox: stop failed: ${String(error)}\n`)
      process.exit(1)
    },
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
process.on('SIGHUP', shutdown)

const portText = value('--port') ?? process.env.SANDBOX_PORT
const hosted = value('--hosted') ?? process.env.AIRLOCK_SANDBOX_HOSTED
try {
  process.stderr.write(
    hosted ? 'sandbox: starting against hosted endpoints…\n' : 'sandbox: starting devnet and the page…\n',
  )
  sandbox = await startSandbox({
    ...(portText ? { port: Number(portText) } : {}),
    ...(hosted ? { hosted } : {}),
    ...(flag('--rebuild') ? { forceBuild: true } : {}),
  })
} catch (error) {
  process.stderr.write(
    `sandbox: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
}
if (stopping) {
  await sandbox.stop()
  process.exit(0)
}
// Both answer before the URL is printed: the page server, and devnet's API (through its health route).
const page = await fetch(sandbox.url)
if (!page.ok) throw new Error(`sandbox page answered ${page.status}`)
if (sandbox.devnet) {
  const api = await fetch(`${sandbox.devnet.apiUrl}/__devnet/faults`)
  if (!api.ok) throw new Error(`devnet API answered ${api.status}`)
}
const t = sandbox.timingsMs
process.stdout.write(
  [
    '',
    `  Airlock sandbox: ${sandbox.url}`,
    sandbox.devnet ? `  Devnet wallet page (WalletConnect "phone"): ${sandbox.devnet.walletPageUrl}` : '',
    `  Ready in ${t.total} ms (page build ${t.build ? `${t.build} ms` : 'up to date'}${sandbox.devnet ? `, devnet ${t.devnet} ms` : ''}). Ctrl-C stops everything.`,
    '',
  ]
    .filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1)
    .join('\n'),
)

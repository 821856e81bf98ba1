// `npm run devnet`: starts the devnet, prints its endpoints as JSON, stops everything on Ctrl-C.
import { parseCliArgs } from './cliArgs'
import { describeDevnet } from './describeDevnet'
import { type Devnet, startDevnet } from './startDevnet'

const started = performance.now()
let devnet: Devnet | undefined
let stopping = false

// Handlers go first, so a signal during start-up still stops what was started.
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  process.stderr.write(`devnet: ${signal}, stopping\n`)
  if (!devnet) return // start-up finishes, sees `stopping`, and stops
  devnet.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`devnet: stop failed: ${String(error)}\n`)
      process.exit(1)
    },
  )
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
process.on('SIGHUP', shutdown)

try {
  devnet = await startDevnet(parseCliArgs(process.argv.slice(2), process.env))
} catch (error) {
  process.stderr.write(
    `devnet: failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
}
if (stopping) {
  await devnet.stop()
  process.exit(0)
}
const info = { ...describeDevnet(devnet), readyMs: Math.round(performance.now() - started) }
process.stdout.write(`${JSON.stringify(info, null, 2)}\n`)

// `npm run devnet`: starts the devnet, prints its endpoints as JSON, stops everything on Ctrl-C.
import { parseCliArgs } from './cliArgs'
import { describeDevnet } from './describeDevnet'
import { startDevnet } from './startDevnet'

const started = performance.now()
const devnet = await startDevnet(parseCliArgs(process.argv.slice(2), process.env))
const info = { ...describeDevnet(devnet), readyMs: Math.round(performance.now() - started) }
process.stdout.write(`${JSON.stringify(info, null, 2)}\n`)

let stopping = false
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  process.stderr.write(`devnet: ${signal}, stopping\n`)
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

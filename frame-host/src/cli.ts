// Runs the frame host standalone: configuration from environment variables (see README), one JSON
// line with the URL on stdout once listening, a clean stop on SIGINT/SIGTERM.
import { configFromEnv } from './server/config'
import { startFrameHost } from './server/startFrameHost'

try {
  const host = await startFrameHost(configFromEnv(process.env))
  process.stdout.write(
    `${JSON.stringify({ url: host.url, origin: host.origin, database: host.database.kind })}\n`,
  )
  const stop = () => {
    host.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  process.stderr.write(`airlock-frame-host: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

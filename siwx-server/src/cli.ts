// Runs the sign-in server standalone: configuration from environment variables (see README), one JSON
// line with its URL on stdout once listening, a clean stop on SIGINT/SIGTERM.
import { configFromEnv } from './config'
import { startSiwxServer } from './startSiwxServer'

try {
  const server = await startSiwxServer(configFromEnv(process.env))
  process.stdout.write(`${JSON.stringify({ url: server.url, database: server.database.kind })}\n`)
  const stop = () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  process.stderr.write(`airlock-siwx-server: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}

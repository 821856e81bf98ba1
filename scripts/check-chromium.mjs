// Runs first in `npm test`: the browser tests (ui, sandbox e2e, plugins' browser journeys) drive the
// system Chromium, never a downloaded one. Without it, stop at once with one line saying how to get it,
// instead of a stack trace per test file and "0 passed".
import { accessSync, constants } from 'node:fs'

const path = process.env.AIRLOCK_CHROMIUM ?? '/usr/bin/chromium'
try {
  accessSync(path, constants.X_OK)
} catch {
  const where = process.env.AIRLOCK_CHROMIUM ? `AIRLOCK_CHROMIUM=${path}` : path
  console.error(
    `Chromium not found at ${where}: the tests need it; install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu) or set AIRLOCK_CHROMIUM to a Chromium binary.`,
  )
  process.exit(1)
}

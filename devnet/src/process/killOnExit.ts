import type { ChildProcess } from 'node:child_process'

/** Child processes still running, all killed by one 'exit' listener (one listener per child warned past ten). */
const running = new Set<ChildProcess>()
const killRunning = () => {
  for (const child of running) child.kill('SIGKILL')
}

/**
 * If this process exits without the child being stopped (an uncaught error, `process.exit`), the child goes
 * with it. However many children run, this process holds one 'exit' listener, removed when the last ends.
 */
export function killOnExit(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return
  if (running.size === 0) process.once('exit', killRunning)
  running.add(child)
  child.once('exit', () => {
    running.delete(child)
    if (running.size === 0) process.off('exit', killRunning)
  })
}

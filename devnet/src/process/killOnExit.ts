import type { ChildProcess } from 'node:child_process'

/** Child processes still running, all killed by one 'exit' listener (one listener per child warned past ten). */
interface Registry {
  running: Set<ChildProcess>
  kill: () => void
}

// One registry per process, not per copy of this module: a test runner loads devnet once per project that
// starts one (11 projects did), and a listener per copy passed Node's limit of ten.
const KEY = Symbol.for('@airlock/devnet/killOnExit')
const holder = globalThis as typeof globalThis & { [KEY]?: Registry }
function createRegistry(): Registry {
  const running = new Set<ChildProcess>()
  return {
    running,
    kill: () => {
      for (const child of running) child.kill('SIGKILL')
    },
  }
}
holder[KEY] ??= createRegistry()
const registry: Registry = holder[KEY]

/**
 * If this process exits without the child being stopped (an uncaught error, `process.exit`), the child goes
 * with it. However many children run, and however many copies of devnet are loaded, this process holds one
 * 'exit' listener, removed when the last child ends.
 */
export function killOnExit(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) return
  const { running, kill } = registry
  if (running.size === 0) process.once('exit', kill)
  running.add(child)
  child.once('exit', () => {
    running.delete(child)
    if (running.size === 0) process.off('exit', kill)
  })
}

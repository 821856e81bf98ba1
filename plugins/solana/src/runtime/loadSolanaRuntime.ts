/** The kit-backed functions of the adapter (the module `solanaRuntime`). */
export type SolanaRuntime = typeof import('./solanaRuntime')

/**
 * A loader of the kit-backed runtime: the first call starts the dynamic import, later calls share it; a
 * failed import (offline) is forgotten so the next call retries.
 */
export function createRuntimeLoader(): { load(): Promise<SolanaRuntime> } {
  let pending: Promise<SolanaRuntime> | undefined
  return {
    load() {
      pending ??= import('./solanaRuntime').catch((err: unknown) => {
        pending = undefined
        throw err
      })
      return pending
    },
  }
}

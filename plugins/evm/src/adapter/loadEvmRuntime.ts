/** The viem-backed functions of the adapter (the module `evmRuntime`). */
export type EvmRuntime = typeof import('./evmRuntime')

/**
 * A loader of the viem-backed runtime: the first call starts the dynamic import, later calls share it; a
 * failed import (offline) is forgotten so the next call retries. `loaded()` is the module once it arrived.
 */
export function createRuntimeLoader(): { load(): Promise<EvmRuntime>; loaded(): EvmRuntime | undefined } {
  let pending: Promise<EvmRuntime> | undefined
  let module: EvmRuntime | undefined
  return {
    load() {
      pending ??= import('./evmRuntime').then(
        (m) => {
          module = m
          return m
        },
        (err: unknown) => {
          pending = undefined
          throw err
        },
      )
      return pending
    },
    loaded: () => module,
  }
}

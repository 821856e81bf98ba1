/** The viem-backed functions of the adapter (the module `evmRuntime`). */
export type EvmRuntime = typeof import('./evmRuntime')

/**
 * A loader of `load()`'s value: the first call starts it, later calls share it; a failed load (offline) is
 * forgotten so the next call retries. `loaded()` is the value once it arrived.
 */
export function createRetryingLoader<T>(load: () => Promise<T>): {
  load(): Promise<T>
  loaded(): T | undefined
} {
  let pending: Promise<T> | undefined
  let value: T | undefined
  return {
    load() {
      pending ??= load().then(
        (v) => {
          value = v
          return v
        },
        (err: unknown) => {
          pending = undefined
          throw err
        },
      )
      return pending
    },
    loaded: () => value,
  }
}

/** A loader of the viem-backed runtime (its dynamic import; see {@link createRetryingLoader}). */
export function createRuntimeLoader(): { load(): Promise<EvmRuntime>; loaded(): EvmRuntime | undefined } {
  return createRetryingLoader(() => import('./evmRuntime'))
}

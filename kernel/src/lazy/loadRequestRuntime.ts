/** The request runtime's exports (see requestRuntime.ts). */
export type RequestRuntime = typeof import('./requestRuntime')

let runtime: RequestRuntime | undefined

/**
 * Loads the request runtime on first use; an app that makes no request never loads it. Once loaded, it is
 * answered from here: a new `import()` of a module already loaded still resolves only in a later task, so
 * each request waited behind whatever long task the page was running (All Wallets' first page: ~85 ms at
 * 4x CPU behind its view's code). A failed load is not kept: the next call imports again.
 */
export const loadRequestRuntime = async (): Promise<RequestRuntime> =>
  (runtime ??= await import('./requestRuntime'))

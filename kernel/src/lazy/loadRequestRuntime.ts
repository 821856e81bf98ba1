/** The request runtime's exports (see requestRuntime.ts). */
export type RequestRuntime = typeof import('./requestRuntime')

/** Loads the request runtime on first use (then the module cache answers); an app that makes no request never loads it. */
export function loadRequestRuntime(): Promise<RequestRuntime> {
  return import('./requestRuntime')
}

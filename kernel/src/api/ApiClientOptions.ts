import type { HttpClientOptions } from '../http/HttpClient'
import type { RetryOptions } from '../http/retry'

/** Default SDK type sent as `st` on every API call. */
export const DEFAULT_SDK_TYPE = 'airlock'

/** Options shared by the API clients. */
export type ApiClientOptions = {
  /** Base URL of the service (e.g. the devnet's API server). */
  baseUrl: string
  /** The app's project id, sent as `projectId` on every call. */
  projectId: string
  /** SDK version, sent as `sv` on every call. */
  sdkVersion: string
  /** SDK type, sent as `st`; default 'airlock'. */
  sdkType?: string
  /** fetch implementation; default the global fetch. */
  fetch?: typeof fetch
  /** Per-attempt timeout; default 10 s. */
  timeoutMs?: number
  /** Retry policy, or false. */
  retry?: RetryOptions | false
  /** Receives the alert a failed call raises (origin not allow-listed, invalid project id). */
  onAlert?: HttpClientOptions['onAlert'] | undefined
}

/** The query every API call carries: projectId, st (SDK type) and sv (SDK version). */
export function sdkQuery(options: ApiClientOptions): { projectId: string; st: string; sv: string } {
  return { projectId: options.projectId, st: options.sdkType ?? DEFAULT_SDK_TYPE, sv: options.sdkVersion }
}

/** HttpClient options derived from the API client's options. */
export function httpOptionsOf(options: ApiClientOptions) {
  return {
    baseUrl: options.baseUrl,
    query: sdkQuery(options),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    onAlert: options.onAlert,
  }
}

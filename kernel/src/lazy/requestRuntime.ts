// What the kernel's HTTP and API clients need only once a request is made (transport with timeout,
// retries and error mapping, the API response schemas, the analytics client and its alert). One module, so bundlers
// emit one chunk for it; it is loaded by `loadRequestRuntime` on the first request, never at start-up.
export { AnalyticsClient } from '../api/AnalyticsClient'
export * as apiSchemas from '../api/schemas'
export { readJson, sendRequest } from '../http/transport'

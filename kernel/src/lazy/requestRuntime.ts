// What the kernel's HTTP and API clients need only once a request is made (transport with timeout,
// retries and error mapping, the API response schemas, the analytics alert). One module, so bundlers
// emit one chunk for it; it is loaded by `loadRequestRuntime` on the first request, never at start-up.
export * as apiSchemas from '../api/schemas'
export { alertFromAnalyticsStatus } from '../errors/alerts'
export { HttpRequestError } from '../errors/http'
export { readJson, sendRequest } from '../http/transport'

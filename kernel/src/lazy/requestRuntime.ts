// What the kernel needs only once the visitor or the host acts: the transport of HTTP and API clients
// (timeout, retries, error mapping, response schemas), the connect
// protocol with its account bookkeeping, and the sending half of the transaction service. One module, so
// bundlers emit one chunk for it (several lazy chunks would split the shared code into more eager
// files); `loadRequestRuntime` loads it on first need, never at start-up.

export { createConnectionRuntime } from '../airlock/connectionRuntime'
export { fetchHistory, followHistory } from '../airlock/fetchHistory'
export { runGate } from '../airlock/runGate'
export { sendTracked } from '../airlock/sendTracked'
export { apiResponseSchemas as apiSchemas } from '../api/responseSchemas'
export { readJson, sendRequest } from '../http/transport'

// @airlock/kernel/retry: the spec's retry policy (§8: HTTP 403, 408, 413, 429, 500, 502, 503, 504 and RPC
// codes -1, -32005, -32603, Retry-After honoured; §9: 3 retries from 150 ms doubling) for plugins whose own
// RPC clients must follow it. Its own entry, not the main one: an app that never retries (the page before
// any request) does not load it.
export { isRetryableError, type RetryOptions, withRetry } from './http/retry'

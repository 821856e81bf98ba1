// Test setup: every fetch must stay on 127.0.0.1 (spec rule for tests and devnet); anything else fails loudly.
const realFetch = globalThis.fetch

globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    return Promise.reject(new Error(`Test tried to reach outside 127.0.0.1: ${url.origin}`))
  }
  return realFetch(input, init)
}

/**
 * Wraps globalThis.fetch for a Node test: requests to hosts other than 127.0.0.1 are recorded and fail.
 * Returns the list of recorded URLs and a restore function.
 */
export function recordOffHostFetch(): { urls: string[]; restore(): void } {
  const original = globalThis.fetch
  const urls: string[] = []
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (new URL(url).hostname !== '127.0.0.1') {
      urls.push(url)
      return Promise.reject(new TypeError(`blocked off-host fetch: ${url}`))
    }
    return original(input, init)
  }
  return {
    urls,
    restore: () => {
      globalThis.fetch = original
    },
  }
}

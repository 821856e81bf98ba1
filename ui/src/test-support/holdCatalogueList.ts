// Holds the in-test catalogue's list requests, so a test sees the Connect view before the catalogue answers.
import { vi } from 'vitest'

/**
 * Holds this page's catalogue list requests (`/getWallets`) until `release()`; then answers them with `answer`
 * (by default the real request's answer). Restore `fetchSpy` when done.
 */
export function holdCatalogueList(answer?: () => Response) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const realFetch = globalThis.fetch
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (!String(input instanceof Request ? input.url : input).includes('/getWallets'))
      return realFetch(input, init)
    await released
    return answer ? answer() : realFetch(input, init)
  })
  return { release: () => release(), fetchSpy }
}

// What the devnet's sign-in server holds, asked by the test app's page: its session cookie is HttpOnly, so
// only the page's own requests carry it. Shared by the sign-in journeys.
import type { Page } from 'playwright-core'

/** The account's active sessions on the page's active network (`GET /v1/sessions`). */
export function serverSessions(page: Page, url: string, address: string) {
  return page.evaluate(
    async ({ url, address }) => {
      const chainId = window.__airlock.get((s) => s.network.active.caipNetworkId)
      const response = await fetch(`${url}/v1/sessions?chainId=${chainId}&address=${address}`, {
        credentials: 'include',
      })
      return ((await response.json()) as { sessions: { id: string; status: string }[] }).sessions
    },
    { url, address },
  )
}

/** One session as the server answers `GET /v1/sessions/{id}`: its HTTP status and body. */
export function serverSession(page: Page, url: string, id: string) {
  return page.evaluate(
    async ({ url, id }) => {
      const response = await fetch(`${url}/v1/sessions/${id}`, { credentials: 'include' })
      return { status: response.status, body: (await response.json()) as { session?: { status: string } } }
    },
    { url, id },
  )
}

// One host page, several steps, against the devnet's real answers in headless Chromium: the alerts of
// spec §8 on screen (an unknown project id, an origin not on the allow-list, no project id, an unknown
// network) and the analytics events at the devnet's sink (none with the flag off).
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  DEVNET_ACCOUNTS,
  e2eConfigScript,
  e2eEndpointsFrom,
  type LocalServer,
  launchChromium,
  type StoredAnalyticsEvent,
  serveStatic,
  testWalletInitScript,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'

const APP_ENTRY = fileURLToPath(new URL('../app/main.tsx', import.meta.url))
const catalogueUrl = inject('catalogueUrl')
const account = DEVNET_ACCOUNTS[6]!

let browser: Browser
let server: LocalServer
let page: Page

beforeAll(async () => {
  const [build, chromium] = await Promise.all([
    buildTestApp(APP_ENTRY, {
      title: 'Airlock alerts and analytics page',
      tempPrefix: 'airlock-alerts-app-',
    }),
    launchChromium(),
  ])
  browser = chromium
  server = await serveStatic(build.outDir)
  const context = await browser.newContext()
  const chains = [{ chainId: 31337, rpcUrl: inject('rpcUrls')[31337] ?? '' }]
  await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject), [31337]))
  await context.addInitScript(
    testWalletInitScript({ chains, accounts: [account.privateKey], initialChainId: 31337 }),
  )
  page = await context.newPage()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function sink(): Promise<StoredAnalyticsEvent[]> {
  const res = await fetch(`${catalogueUrl}/__devnet/analytics`)
  return ((await res.json()) as { events: StoredAnalyticsEvent[] }).events
}

/** Loads the page with `query` and opens the modal with the ConnectButton. */
async function openModal(query: string): Promise<void> {
  await page.goto(`${server.url}${query}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog').waitFor()
}

/** The alert shown in the modal: its title and explanation. */
const shownAlert = () => page.getByRole('dialog').getByRole('alert')

test('each alert shows with its title and what to do, from the devnet answer that triggers it', async () => {
  // An unknown project id: the catalogue answers 403 'Unauthorized: invalid key'.
  await openModal('?project=no-such-project')
  await expect
    .poll(() => shownAlert().textContent(), { timeout: 15_000 })
    .toContain('Invalid App Configuration')
  expect(await shownAlert().textContent()).toContain('Invalid project id - check the projectId')

  // A project whose allow-list does not hold this page's origin: 403 'Unauthorized: origin not allowed'.
  await openModal('?project=airlock-restricted')
  await expect.poll(() => shownAlert().textContent(), { timeout: 15_000 }).toContain('not on the allow list')
  expect(await shownAlert().textContent()).toContain('Invalid App Configuration')

  // No project id: nothing is requested and the alert says so.
  await openModal('?project=')
  await expect
    .poll(() => shownAlert().textContent(), { timeout: 15_000 })
    .toContain('Project ID Not Configured')
  expect(await shownAlert().textContent()).toContain('set projectId in the configuration')

  // A network id the configuration does not hold (the modal is open on a valid project).
  await openModal('')
  await page.evaluate(() => window.__airlock.switchNetwork('eip155:424242').catch(() => undefined))
  await expect.poll(() => shownAlert().textContent(), { timeout: 15_000 }).toContain('Network Not Found')
  await shownAlert().getByRole('button', { name: 'Dismiss alert' }).click()
  await shownAlert().waitFor({ state: 'detached' })
})

test('analytics: the visitor’s events reach the sink when the page is hidden or idle; none with the flag off', async () => {
  await fetch(`${catalogueUrl}/__devnet/analytics`, { method: 'DELETE' })
  // Flag off: open, close, leave the page (pagehide would flush).
  await openModal('?analytics=0')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  // Flag on: open, choose the injected wallet, connect, close, then leave the page (pagehide flush).
  await openModal('?analytics=1')
  // Then connected (not the Connecting view in between: the test wallet approves at once, so under load that
  // view could come and go between two polls, and the wait for it then never ended).
  await page.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await vi.waitFor(
    () =>
      page
        .evaluate(() => window.__airlock.getConnectionStatus() === 'connected')
        .then((c) => expect(c).toBe(true)),
    {
      timeout: 20_000,
      interval: 100,
    },
  )
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.goto('about:blank')
  await vi.waitFor(
    async () => {
      const events = (await sink()).map((e) => e.event.props?.event)
      expect(events).toEqual(
        expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']),
      )
    },
    { timeout: 15_000, interval: 200 },
  )
  // None came from the page with the flag off. (The previous test's last page may flush its own
  // MODAL_OPEN when this test navigates away from it: only this test's pages are checked below.)
  const all = await sink()
  expect(all.filter((e) => e.event.url?.includes('analytics=0'))).toEqual([])
  const events = all.filter((e) => e.event.url?.includes('analytics=1'))
  for (const { event, origin, projectId } of events) {
    expect(origin).toBe(new URL(server.url).origin)
    expect(projectId).toBe(inject('projectId'))
    expect(event.domain).toBe(new URL(server.url).hostname)
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof event.timestamp).toBe('number')
  }
  const connected = events.find((e) => e.event.props?.event === 'CONNECT_SUCCESS')
  expect(connected?.event.props).toMatchObject({ namespace: 'eip155', connectorType: expect.any(String) })
  expect(JSON.stringify(events).toLowerCase()).not.toContain(account.address.toLowerCase().slice(2))
  // Its own bounded waits (connect 20 s, sink 15 s) plus two page loads can exceed the project's 30 s.
}, 90_000)

// What the wagmi browser journeys share: the wagmi-hooks test app (test/app) built, served and opened in
// Chromium once per file on the project's devnet, closed after the file, and a screenshot of each page
// when a test fails.
import { fileURLToPath } from 'node:url'
import { e2eEndpointsFrom, openTestApp, type TestApp } from '@airlock/devnet'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, inject, onTestFailed } from 'vitest'

/**
 * Opens the test app before the file's tests (`initScripts` run before the page's own) and closes it
 * after them; `pages()` names the pages to screenshot to /tmp/`name`-… when a test fails. Read the app
 * from the returned getter once the tests run.
 */
export function setUpWagmiApp(
  name: string,
  options: { initScripts?: readonly string[]; pages?: () => Record<string, Page | undefined> } = {},
): () => TestApp {
  let app: TestApp | undefined
  beforeAll(async () => {
    app = await openTestApp(fileURLToPath(new URL('../app/main.tsx', import.meta.url)), {
      title: 'Airlock wagmi test app',
      tempPrefix: `airlock-${name}-app-`,
      endpoints: e2eEndpointsFrom(inject),
      ...(options.initScripts ? { initScripts: options.initScripts } : {}),
    })
  }, 180_000)
  afterAll(async () => {
    await app?.close()
  })
  beforeEach((ctx) => {
    onTestFailed(async () => {
      const test = ctx.task.name.slice(0, 30).replace(/\W+/g, '-')
      const pages = options.pages?.() ?? { page: app?.page }
      for (const [label, page] of Object.entries(pages)) {
        await page?.screenshot({ path: `/tmp/${name}-${label}-failed-${test}.png` })
      }
    })
  })
  return () => {
    if (!app) throw new Error('the wagmi test app is not open')
    return app
  }
}

/** The eip155 connection as the page's Airlock instance holds it (read by the tests only; the host never does). */
export const airlockEip155 = (page: Page) =>
  page.evaluate(() =>
    window.__airlock.get((s) => ({
      status: s.connection.statusOf('eip155'),
      address: s.accountOf('eip155').address,
      chain: s.network.active.caipNetworkId,
    })),
  )

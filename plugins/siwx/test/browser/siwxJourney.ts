// What every sign-in journey starts with: a devnet with its sign-in server, the test app built and served,
// Chromium; and the init scripts that point a page of the app at them.
import { fileURLToPath } from 'node:url'
import {
  buildViteApp,
  type Devnet,
  e2eConfigScript,
  type LocalServer,
  launchChromium,
  OPTIONAL_SERVICES_OFF,
  provideDevnetEndpoints,
  serveStatic,
  startDevnet,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { beforeEach, onTestFailed } from 'vitest'

const APP_DIR = fileURLToPath(new URL('../app/', import.meta.url))

/** A started journey: close it with `stop()`. */
export interface SiwxJourney {
  devnet: Devnet
  browser: Browser
  /** Serves the built test app. */
  server: LocalServer
  /** The devnet's sign-in server. */
  siwxUrl: string
  /** The app's init scripts: the devnet's endpoints and `window.__AIRLOCK_SIWX_E2E__` (`extra` merged in). */
  initScripts(extra?: Record<string, unknown>): string[]
  stop(): Promise<void>
}

/**
 * Starts the devnet (sign-in server on, optional services off), builds the test app and launches Chromium,
 * at once. `tempPrefix` names the app's build folder.
 */
export async function startSiwxJourney(tempPrefix: string): Promise<SiwxJourney> {
  const [devnet, build, browser] = await Promise.all([
    startDevnet({ ...OPTIONAL_SERVICES_OFF, siwx: true }),
    buildViteApp(APP_DIR, { tempPrefix }),
    launchChromium(),
  ])
  const server = await serveStatic(build.outDir)
  if (!devnet.siwx) throw new Error('the devnet runs its sign-in server')
  const siwxUrl = devnet.siwx.url
  const endpoints = provideDevnetEndpoints({ provide: () => undefined }, devnet)
  return {
    devnet,
    browser,
    server,
    siwxUrl,
    initScripts: (extra = {}) => [
      e2eConfigScript(endpoints),
      `window.__AIRLOCK_SIWX_E2E__ = ${JSON.stringify({ url: siwxUrl, ...extra })}`,
    ],
    stop: async () => {
      await browser.close()
      await server.stop()
      await devnet.stop()
    },
  }
}

/**
 * On a failed test, prints the page errors seen so far and saves a screenshot of each named page to
 * /tmp/siwx-<prefix>-failed-<name>-<test>.png. Call once per file, at its top level.
 */
export function screenshotOnFailure(
  prefix: string,
  pages: () => Record<string, Page | undefined>,
  pageErrors: () => readonly string[],
): void {
  beforeEach((ctx) => {
    onTestFailed(async () => {
      const errors = pageErrors()
      if (errors.length > 0) console.info(`page errors:\n${errors.join('\n')}`)
      const test = ctx.task.name.slice(0, 30).replace(/\W+/g, '-')
      for (const [name, page] of Object.entries(pages()))
        await page?.screenshot({ path: `/tmp/siwx-${prefix}-failed-${name}-${test}.png` })
    })
  })
}

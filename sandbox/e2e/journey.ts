// One journey = one fresh browser context on the shared Chromium, opened on the sandbox page. It records
// every request (any outside 127.0.0.1 fails the journey) and every uncaught error or console error.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterEach, expect, inject } from 'vitest'

/** Where each journey's end state is saved (git-ignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url))

let browser: Promise<Browser> | undefined
const open = new Set<BrowserContext>()
/** What each open context's pages reported (console errors, page errors, failed requests), for a failure's log. */
const reports = new WeakMap<BrowserContext, string[]>()

// A journey that did not reach finish() failed: keep its last state for the reader, then close it.
afterEach(async (ctx) => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const name = `failed-${ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`
  await Promise.all(
    [...open].map(async (c) => {
      const report = reports.get(c) ?? []
      if (report.length > 0) console.error(`${name}: what the page reported\n  ${report.join('\n  ')}`)
      await c
        .pages()[0]
        ?.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) })
        .catch(() => undefined)
      await c.close().catch(() => undefined)
    }),
  )
  open.clear()
})

/** Options of {@link startJourney}. */
export interface JourneyOptions {
  /** Query string of the sandbox URL (its shareable setup), e.g. '?theme=light'. */
  query?: string
  /** Console errors this journey expects (e.g. the browser's "Failed to load resource" for an injected 500). */
  allowConsole?: RegExp[]
  /** Extra init script (runs before the page's scripts). */
  initScript?: string
}

/** A running journey. */
export interface Journey {
  page: Page
  context: BrowserContext
  /** Every request URL (http and WebSocket) the pages of this context made. */
  requests: string[]
  /** Uncaught errors and unexpected console errors. */
  errors: string[]
  /** Saves the end-state screenshot, asserts nothing left 127.0.0.1 and nothing threw, closes the context. */
  finish(name: string): Promise<void>
}

const LOCAL = /^(http|ws):\/\/127\.0\.0\.1[:/]|^(data|blob|about):/

/** Opens a fresh context and page on the sandbox. */
export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  browser ??= chromium.connect(inject('browserWsEndpoint'))
  const context = await (await browser).newContext({ viewport: { width: 1280, height: 900 } })
  open.add(context)
  if (options.initScript) await context.addInitScript(options.initScript)
  const requests: string[] = []
  const errors: string[] = []
  const report: string[] = []
  reports.set(context, report)
  const allow = options.allowConsole ?? []
  const watch = (page: Page) => {
    page.on('request', (r) => void requests.push(r.url()))
    page.on('websocket', (ws) => void requests.push(ws.url()))
    page.on('pageerror', (e) => {
      errors.push(`pageerror: ${e.message}`)
      report.push(`pageerror: ${e.message}`)
    })
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') report.push(`console ${m.type()}: ${m.text()}`)
      if (m.type() === 'error' && !allow.some((re) => re.test(m.text()))) errors.push(`console: ${m.text()}`)
    })
    page.on('requestfailed', (r) => void report.push(`request failed: ${r.url()} ${r.failure()?.errorText}`))
  }
  context.on('page', watch)
  // Nothing may leave the machine: anything off 127.0.0.1 is aborted (and fails the journey below).
  await context.route(
    (url) => !LOCAL.test(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  const page = await context.newPage()
  await page.goto(`${inject('sandboxUrl')}${options.query ?? ''}`)
  return {
    page,
    context,
    requests,
    errors,
    async finish(name) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true })
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) })
      expect(
        requests.filter((u) => !LOCAL.test(u)),
        'requests outside 127.0.0.1',
      ).toEqual([])
      expect(errors, 'uncaught errors / console errors').toEqual([])
      open.delete(context)
      await context.close()
    },
  }
}

// One pass over a host page at one CPU rate, in fresh browser contexts, driven through a raw CDP session only
// (no driver script in the measured page): the early click, then the idle sequence (idle long tasks, heap
// before, first open, heap after, second open, All Wallets), and, for Airlock, the open while connected.
import type { Browser, CDPSession, Page } from 'playwright-core'
import { addInitScript, clickSelector, evaluate } from './cdpDriver'
import { connectAndReload } from './hostActions'
import { AIRLOCK_PAGES, type HostBuild, type PageName } from './hostBuild'
import { type ClickTimes, PATH_PROBE, type PathProbe } from './pathProbe'

/** How long the page sits idle (after the button is enabled and the network is quiet) before the first open. */
export const IDLE_MS = 1500

/** Click → dialog visible (and → content shown, where the path has content to wait for), ms. */
export interface OpenTiming {
  visible: number
  content?: number
}

/** The figures of one pass. */
export interface PagePass {
  early?: OpenTiming
  idle?: OpenTiming
  second?: OpenTiming
  allWallets?: OpenTiming
  connected?: OpenTiming
  /** JS loaded before the first click (the files of the build, gzip level 9 and raw). */
  initialJs?: { gzip: number; raw: number; files: number }
  heapBefore?: number
  heapAfter?: number
  /** Long tasks from the button's enabling to the first click (the idle window), ms each. */
  idleLongTasks?: number[]
  /** Long tasks from navigation to the first click, ms each. */
  loadLongTasks?: number[]
  offHost: string[]
  /** Requests, before the first click, to an origin other than the page's own (its files). */
  beforeClick: string[]
  errors: string[]
}

const OPEN = '[data-testid="connect-button"]'
/**
 * Airlock's Connect content: its first wallet row. The first and second opens are timed to it as well as to
 * the dialog, so that a dialog painted before its content cannot pass for a faster open.
 */
const WALLET_ROW = '.al-view .al-list-item'

interface Session {
  page: Page
  cdp: CDPSession
  close(): Promise<void>
  jsBefore: string[]
  phase: { initial: boolean }
}

async function openSession(browser: Browser, rate: number, pass: PagePass, origin: string): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await addInitScript(cdp, PATH_PROBE)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  const jsBefore: string[] = []
  const phase = { initial: true }
  page.on('pageerror', (e) => void pass.errors.push(e.message))
  page.on('request', (r) => {
    if (!/^(http|ws):\/\/127\.0\.0\.1[:/]|^data:|^blob:/.test(r.url())) pass.offHost.push(r.url())
    if (phase.initial && r.resourceType() === 'script') jsBefore.push(r.url())
    if (phase.initial && !r.url().startsWith(origin) && !r.url().startsWith('data:'))
      pass.beforeClick.push(r.url())
  })
  return { page, cdp, jsBefore, phase, close: () => context.close() }
}

/** Quiet network: no request for 500 ms, polled through the page's own resource timing (no script left behind). */
async function networkQuiet(cdp: CDPSession): Promise<void> {
  await evaluate(
    cdp,
    `new Promise((resolve) => {
      const start = performance.now();
      const last = () => Math.max(start, ...performance.getEntriesByType('resource').map((e) => e.responseEnd || e.startTime));
      const tick = () => (performance.now() - last() >= 500 || performance.now() - start > 15000 ? resolve(true) : setTimeout(tick, 100));
      tick();
    })`,
  )
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

async function clickAndWait(s: Session, selector: string, n: number, content?: string): Promise<OpenTiming> {
  await evaluate(s.cdp, `window.__bench.contentSelector = ${JSON.stringify(content ?? null)}`)
  await clickSelector(s.cdp, selector)
  const c = await evaluate<ClickTimes | null>(
    s.cdp,
    `Promise.race([window.__bench.done(${n}), new Promise((r) => setTimeout(() => r(null), 20000))])`,
  )
  if (!c || c.visibleAt === null) throw new Error(`no dialog after click ${n} on ${selector}`)
  return {
    visible: c.visibleAt - c.clickAt,
    ...(c.contentAt !== null ? { content: c.contentAt - c.clickAt } : {}),
  }
}

async function pressEscape(s: Session): Promise<void> {
  for (const type of ['keyDown', 'keyUp'] as const)
    await s.cdp.send('Input.dispatchKeyEvent', {
      type,
      key: 'Escape',
      code: 'Escape',
      windowsVirtualKeyCode: 27,
    })
  const hidden = await evaluate<boolean>(
    s.cdp,
    'Promise.race([window.__bench.hidden(), new Promise((r) => setTimeout(() => r(false), 5000))])',
  )
  if (!hidden) throw new Error('the dialog did not close on Escape')
}

/** One pass of `build`'s page served at `url` (its server injects the devnet test wallet unless ?testWallet=0). */
export async function measurePass(
  browser: Browser,
  url: string,
  build: HostBuild<PageName>,
  rate: number,
): Promise<PagePass> {
  const pass: PagePass = { offHost: [], beforeClick: [], errors: [] }
  const name: PageName = build.page
  const airlock = (AIRLOCK_PAGES as readonly PageName[]).includes(name)
  const plain = `${url}?testWallet=0`
  // Early click: as soon as the button is enabled.
  {
    const s = await openSession(browser, rate, pass, new URL(url).origin)
    try {
      await s.page.goto(plain)
      await evaluate(s.cdp, 'window.__bench.enabled')
      s.phase.initial = false
      pass.early = await clickAndWait(s, OPEN, 0, airlock ? WALLET_ROW : undefined)
    } catch (error) {
      pass.errors.push(`early: ${(error as Error).message}`)
    } finally {
      await s.close()
    }
  }
  // After idle: first open, heap, second open, All Wallets.
  {
    const s = await openSession(browser, rate, pass, new URL(url).origin)
    try {
      await s.page.goto(plain)
      await evaluate(s.cdp, 'window.__bench.enabled')
      await networkQuiet(s.cdp)
      await new Promise((r) => setTimeout(r, IDLE_MS))
      pass.heapBefore = await heapAfterGc(s.cdp)
      s.phase.initial = false
      const probe = await evaluate<PathProbe>(s.cdp, 'window.__bench')
      const enabledAt = probe.enabledAt ?? 0
      pass.loadLongTasks = probe.longTasks.map(([, d]) => d)
      pass.idleLongTasks = probe.longTasks.filter(([start]) => start >= enabledAt).map(([, d]) => d)
      const files = s.jsBefore.map((u) => build.js.get(new URL(u).pathname.split('/').pop() ?? ''))
      pass.initialJs = {
        gzip: files.reduce((n, f) => n + (f?.gzip ?? 0), 0),
        raw: files.reduce((n, f) => n + (f?.raw ?? 0), 0),
        files: files.filter(Boolean).length,
      }
      pass.idle = await clickAndWait(s, OPEN, 0, airlock ? WALLET_ROW : undefined)
      await networkQuiet(s.cdp)
      pass.heapAfter = await heapAfterGc(s.cdp)
      await pressEscape(s)
      await networkQuiet(s.cdp)
      pass.second = await clickAndWait(s, OPEN, 1, airlock ? WALLET_ROW : undefined)
      if (airlock) {
        await pressEscape(s)
        await networkQuiet(s.cdp)
        pass.allWallets = await clickAndWait(
          s,
          '[data-testid="all-wallets-button"]',
          2,
          '.al-wallet-card:not([data-skeleton])',
        )
      }
    } catch (error) {
      pass.errors.push(`idle: ${(error as Error).message}`)
    } finally {
      await s.close()
    }
  }
  // Open while connected (Airlock): connect the devnet test wallet, reload (the session restores), open Account.
  if (airlock) {
    const s = await openSession(browser, rate, pass, new URL(url).origin)
    s.phase.initial = false
    try {
      await s.page.goto(url)
      await evaluate(s.cdp, 'window.__bench.enabled')
      await connectAndReload(s.cdp, s.page, () => networkQuiet(s.cdp))
      pass.connected = await clickAndWait(s, OPEN, 0, '[data-testid="account-balance"]')
    } catch (error) {
      pass.errors.push(`connected: ${(error as Error).message}`)
    } finally {
      await s.close()
    }
  }
  return pass
}

// The modal as a reviewer sees it at once: a screenshot of every core view in each locale, theme and viewport,
// taken on the running sandbox (devnet behind it) in Chromium, each checked with axe. Used by
// `npm run screenshots` (screenshotsCli.ts) and by its test (e2e/screenshots.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'

/** A core view the command shows: before a connection (Connect, All Wallets, the help view) or after it. */
export type ScreenshotView =
  | 'Connect'
  | 'AllWallets'
  | 'WhatIsAWallet'
  | 'Account'
  | 'Networks'
  | 'Receive'
  | 'Send'

/** The views shown without a connected account. */
const BEFORE_CONNECT: readonly ScreenshotView[] = ['Connect', 'AllWallets', 'WhatIsAWallet']

/** Every core view, in the order a visitor meets them. */
export const SCREENSHOT_VIEWS: readonly ScreenshotView[] = [
  ...BEFORE_CONNECT,
  'Account',
  'Networks',
  'Receive',
  'Send',
]

/** A named viewport. */
export interface ScreenshotViewport {
  name: string
  width: number
  height: number
}

/** The phone (360 px) and the desktop. */
export const SCREENSHOT_VIEWPORTS: readonly ScreenshotViewport[] = [
  { name: '360', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]

/** Options of {@link takeScreenshots}. */
export interface TakeScreenshotsOptions {
  /** The sandbox page URL. */
  url: string
  browser: Browser
  /** Where the PNG files and index.html go (created). */
  outDir: string
  views?: readonly ScreenshotView[]
  locales?: readonly string[]
  themes?: readonly ('dark' | 'light')[]
  viewports?: readonly ScreenshotViewport[]
  /** The devnet account the test wallet connects (default 8). */
  account?: number
  /** Called after each screenshot (progress). */
  onShot?: (shot: Screenshot) => void
}

/** One screenshot: its file (relative to outDir) and what axe found in the dialog. */
export interface Screenshot {
  file: string
  view: ScreenshotView
  locale: string
  theme: 'dark' | 'light'
  viewport: string
  /** Axe violations in the dialog, one line each ('rule: help (targets)'); empty when clean. */
  violations: string[]
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Takes every combination of views × locales × themes × viewports, one browser context per locale, theme and
 * viewport; writes `<view>-<locale>-<theme>-<viewport>.png` and an index.html showing them side by side.
 */
export async function takeScreenshots(options: TakeScreenshotsOptions): Promise<Screenshot[]> {
  const views = options.views ?? SCREENSHOT_VIEWS
  const shots: Screenshot[] = []
  mkdirSync(options.outDir, { recursive: true })
  for (const locale of options.locales ?? ['en', 'es', 'ar'])
    for (const theme of options.themes ?? (['dark', 'light'] as const))
      for (const viewport of options.viewports ?? SCREENSHOT_VIEWPORTS) {
        const context = await options.browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        })
        try {
          const page = await context.newPage()
          const query = `?locale=${locale}&theme=${theme}&account=${options.account ?? 8}&solana=0&bitcoin=0`
          await page.goto(`${options.url}${query}`)
          await page.waitForFunction(() => window.__airlock !== undefined)
          await page.evaluate(() => window.__airlock.ready)
          await page.addScriptTag({ path: axeSource })
          const take = async (view: ScreenshotView) => {
            const file = `${view}-${locale}-${theme}-${viewport.name}.png`
            await showView(page, view)
            await page.getByRole('dialog').screenshot({ path: join(options.outDir, file) })
            const shot = { file, view, locale, theme, viewport: viewport.name, violations: await axe(page) }
            shots.push(shot)
            options.onShot?.(shot)
          }
          for (const view of views.filter((v) => BEFORE_CONNECT.includes(v))) await take(view)
          const after = views.filter((v) => !BEFORE_CONNECT.includes(v))
          if (after.length > 0) {
            await connect(page)
            for (const view of after) await take(view)
          }
        } finally {
          await context.close()
        }
      }
  writeFileSync(join(options.outDir, 'index.html'), indexPage(shots))
  return shots
}

/** Connects the sandbox's injected test wallet from the Connect view. */
async function connect(page: Page): Promise<void> {
  await showView(page, 'Connect')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .first()
    .click()
  await page.waitForFunction(
    () => window.__airlock.get((s) => s.connection.statusOf('eip155')) === 'connected',
    {
      timeout: 20_000,
    },
  )
}

/** Opens `view`, then waits for its content: no view loading, no placeholder, no running finite animation. */
async function showView(page: Page, view: ScreenshotView): Promise<void> {
  await page.evaluate(async (v) => {
    const airlock = window.__airlock
    if (airlock.get((s) => s.modal.open)) airlock.close()
    await airlock.open(v as 'Connect')
  }, view)
  await page.waitForFunction(
    (v) => {
      const state = window.__airlock.get((s) => s.modal)
      return state.open && state.view.view === v
    },
    view,
    { timeout: 20_000 },
  )
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  if (view === 'Account') await dialog.getByTestId('token-row').first().waitFor({ timeout: 20_000 })
  await page.waitForFunction(
    () => {
      const roots: (Document | ShadowRoot)[] = [document]
      for (let i = 0; i < roots.length; i++)
        for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
      const dialog = roots.map((r) => r.querySelector('[role="dialog"]')).find(Boolean)
      if (!dialog) return false
      const busy = dialog.querySelector(
        '.al-progress, .al-view-loading, .al-list-placeholder, [data-skeleton="true"], [aria-busy="true"]',
      )
      const moving = dialog
        .getAnimations({ subtree: true })
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      return !busy && !moving
    },
    undefined,
    { timeout: 20_000 },
  )
}

/** Runs axe on the dialog and returns one line per violation. */
function axe(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (let i = 0; i < roots.length; i++)
      for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot)
    const dialog = roots.map((r) => r.querySelector('[role="dialog"]')).find(Boolean)
    if (!dialog) return ['no dialog']
    const run = (window as unknown as { axe: { run: AxeRun } }).axe.run
    const result = await run(dialog, { resultTypes: ['violations'] })
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
  })
}

type AxeRun = (
  context: Element,
  options: { resultTypes: string[] },
) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>

/** A page showing every screenshot, one row per view, and its axe result. */
function indexPage(shots: readonly Screenshot[]): string {
  const html = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const rows = [...new Set(shots.map((s) => s.view))].map((view) => {
    const cells = shots
      .filter((s) => s.view === view)
      .map(
        (s) =>
          `<figure><img src="${html(s.file)}" alt="${html(s.file)}" loading="lazy"><figcaption>${html(
            `${s.locale} ${s.theme} ${s.viewport}`,
          )}${s.violations.length ? ` — axe: ${html(s.violations.join('; '))}` : ''}</figcaption></figure>`,
      )
    return `<h2>${html(view)}</h2><div class="row">${cells.join('')}</div>`
  })
  return `<!doctype html><meta charset="utf-8"><title>Airlock modal screenshots</title>
<style>body{font:14px system-ui;margin:16px;background:#888}.row{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}
figure{margin:0}img{display:block;max-width:380px}figcaption{font-size:12px}</style>
<h1>Airlock modal: ${shots.length} screenshots</h1>${rows.join('\n')}\n`
}

// "Nothing before the visitor acts": a host page with the default configuration (evm, WalletConnect, ENS,
// the ConnectButton and NetworkButton, endpoints on devnet) held idle for 5 s after load requests nothing but
// its own files: no image, catalogue, analytics, RPC or relay request and no chunk beyond what the page
// imported. The catalogue and its images are requested when the visitor opens the modal. The default idle
// warm-up (the provider's `prerender`) renders the hidden modal at idle and still requests nothing; with
// `prerender={false}` nothing is rendered before the open.
import { fileURLToPath } from 'node:url'
import {
  buildTestApp,
  e2eConfigScript,
  e2eEndpointsFrom,
  type LocalServer,
  launchChromium,
  serveStatic,
} from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import type { Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

const APP_ENTRY = fileURLToPath(new URL('../idleApp/main.tsx', import.meta.url))
/** The hold: the behaviour under test is "5 s of idle after load, and nothing left the page". */
const IDLE_MS = 5000

let browser: Browser
let server: LocalServer
/** Paths of the page's own files: its HTML, and the entry's JS and CSS with their static imports. */
let ownFiles: Set<string>

beforeAll(async () => {
  const [build, chromium] = await Promise.all([
    buildTestApp(APP_ENTRY, { title: 'Airlock default host page', tempPrefix: 'airlock-idle-app-' }),
    launchChromium(),
  ])
  browser = chromium
  server = await serveStatic(build.outDir)
  ownFiles = staticFiles(build.output)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** '/', the entry chunk, every chunk it imports statically (transitively) and their CSS; no dynamic import. */
function staticFiles(output: readonly Rollup.RollupOutput['output'][number][]): Set<string> {
  const chunks = new Map(
    output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  )
  const files = new Set<string>(['/', '/index.html'])
  const visit = (name: string) => {
    const chunk = chunks.get(name)
    if (!chunk || files.has(`/${name}`)) return
    files.add(`/${name}`)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  return files
}

interface Seen {
  url: string
  type: string
}

/** Opens the host page in a fresh context, recording every request and WebSocket. */
async function openHostPage(query: string): Promise<{ page: Page; seen: Seen[] }> {
  const context = await browser.newContext()
  await context.addInitScript(e2eConfigScript(e2eEndpointsFrom(inject)))
  const page = await context.newPage()
  const seen: Seen[] = []
  page.on('request', (r) => void seen.push({ url: r.url(), type: r.resourceType() }))
  page.on('websocket', (ws) => void seen.push({ url: ws.url(), type: 'websocket' }))
  await page.goto(`${server.url}${query}`)
  await page.getByRole('button', { name: 'Connect', exact: true }).waitFor({ timeout: 20_000 })
  return { page, seen }
}

/** What the page requested that is not one of its own files (other origins, or chunks it did not import). */
function notOwnFiles(seen: readonly Seen[]): string[] {
  const origin = new URL(server.url).origin
  return seen
    .map((s) => new URL(s.url))
    .filter((u) => u.protocol !== 'data:' && (u.origin !== origin || !ownFiles.has(u.pathname)))
    .map((u) => u.href)
}

/** Opens the modal as a visitor does and checks the catalogue and its images are requested only now. */
async function openAndSeeCatalogue(page: Page, seen: readonly Seen[], before: number): Promise<void> {
  const catalogue = new URL(inject('catalogueUrl')).origin
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await page.getByRole('dialog').waitFor()
  const fromCatalogue = () => seen.slice(before).filter((s) => new URL(s.url).origin === catalogue)
  await expect
    .poll(() => fromCatalogue().some((s) => s.type === 'fetch' || s.type === 'xhr'), { timeout: 15_000 })
    .toBe(true)
  await expect.poll(() => fromCatalogue().some((s) => s.type === 'image'), { timeout: 15_000 }).toBe(true)
}

describe('a default host page before the visitor acts', () => {
  test('idle 5 s after load: the warm-up rendered the hidden modal, only the page’s own files were requested; the catalogue and images come with the first open', async () => {
    const { page, seen } = await openHostPage('')
    await page.waitForTimeout(IDLE_MS)
    // The default warm-up did happen within the hold, and requested nothing: no image, no catalogue.
    expect(await page.locator('.al-overlay[data-standby]').count()).toBe(1)
    expect(notOwnFiles(seen)).toEqual([])
    await openAndSeeCatalogue(page, seen, seen.length)
    await page.context().close()
  })

  test('with prerender={false}: nothing is rendered hidden and nothing requested before the open', async () => {
    const { page, seen } = await openHostPage('?prerender=0')
    await page.waitForTimeout(IDLE_MS)
    expect(await page.locator('.al-overlay').count()).toBe(0)
    expect(notOwnFiles(seen)).toEqual([])
    await openAndSeeCatalogue(page, seen, seen.length)
    await page.context().close()
  })
})

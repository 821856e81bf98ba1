import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { E2eConfig } from './testAppConfig'

/** Options of {@link openPage}. */
export interface OpenPageOptions {
  /** Scripts every page of the context runs before its own (in this order). */
  initScripts?: readonly string[]
  /** Also record the URLs of WebSockets the page opens (default false). */
  recordWebSockets?: boolean
}

/** A page in a fresh browser context, with every request URL it made, in order. */
export interface OpenedPage {
  page: Page
  context: BrowserContext
  requests: string[]
  /** Closes the context (and its pages). */
  close(): Promise<void>
}

/** Opens `url` in a fresh context of `browser` (fresh storage) after adding the init scripts. */
export async function openPage(
  browser: Browser,
  url: string,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext()
  for (const script of options.initScripts ?? []) await context.addInitScript(script)
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (request) => void requests.push(request.url()))
  if (options.recordWebSockets) page.on('websocket', (ws) => void requests.push(ws.url()))
  await page.goto(url)
  return { page, context, requests, close: () => context.close() }
}

/** Devnet endpoints a browser test app reads from `window.__AIRLOCK_E2E__`. */
export interface E2eEndpoints {
  projectId: string
  apiUrl: string
  catalogueUrl: string
  relayUrl: string
  /** RPC URL by chain id. */
  rpcUrls: Record<number, string>
}

/** The endpoints a vitest globalSetup provided under the same names: pass vitest's `inject`. */
export function e2eEndpointsFrom(
  get: <K extends keyof E2eEndpoints>(key: K) => E2eEndpoints[K],
): E2eEndpoints {
  return {
    projectId: get('projectId'),
    apiUrl: get('apiUrl'),
    catalogueUrl: get('catalogueUrl'),
    relayUrl: get('relayUrl'),
    rpcUrls: get('rpcUrls'),
  }
}

/** The init script that puts the endpoints on `window.__AIRLOCK_E2E__` (read in the page with readE2eConfig) (chains in the order of `chainIds`). */
export function e2eConfigScript(
  endpoints: E2eEndpoints,
  chainIds: readonly number[] = [31337, 31338],
): string {
  const config: E2eConfig = {
    projectId: endpoints.projectId,
    apiUrl: endpoints.apiUrl,
    catalogueUrl: endpoints.catalogueUrl,
    relayUrl: endpoints.relayUrl,
    chains: chainIds.map((chainId) => ({ chainId, rpcUrl: endpoints.rpcUrls[chainId] ?? '' })),
  }
  return `window.__AIRLOCK_E2E__ = ${JSON.stringify(config)}`
}

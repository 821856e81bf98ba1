import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchChromium } from './launchChromium'
import type { LocalServer } from './listenLocal'
import { e2eConfigScript, openPage } from './openPage'
import { serveHtml } from './serveHtml'

let browser: Browser
let site: LocalServer
beforeAll(async () => {
  ;[browser, site] = await Promise.all([
    launchChromium(),
    serveHtml('<!doctype html><title>t</title><script>fetch("/data.json").catch(() => {})</script>'),
  ])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

it('opens the page after the init scripts, in a fresh context, recording its requests', async () => {
  const endpoints = {
    projectId: 'p',
    apiUrl: 'http://127.0.0.1:1/',
    catalogueUrl: 'http://127.0.0.1:2/',
    relayUrl: 'ws://127.0.0.1:3',
    rpcUrls: { 31337: 'http://127.0.0.1:4/' },
  }
  const first = await openPage(browser, site.url, {
    initScripts: [e2eConfigScript(endpoints), 'window.__order = [window.__AIRLOCK_E2E__.projectId]'],
  })
  try {
    const seen = await first.page.evaluate(() => {
      const w = window as unknown as { __AIRLOCK_E2E__: { chains: unknown[] }; __order: string[] }
      return { chains: w.__AIRLOCK_E2E__.chains, order: w.__order }
    })
    expect(seen).toEqual({
      chains: [
        { chainId: 31337, rpcUrl: 'http://127.0.0.1:4/' },
        { chainId: 31338, rpcUrl: '' },
      ],
      order: ['p'],
    })
    await expect.poll(() => first.requests).toEqual([site.url, `${site.url}data.json`])
    await first.page.evaluate(() => localStorage.setItem('k', 'v'))
  } finally {
    await first.close()
  }
  const second = await openPage(browser, site.url)
  try {
    expect(await second.page.evaluate(() => localStorage.getItem('k'))).toBeNull()
  } finally {
    await second.close()
  }
})

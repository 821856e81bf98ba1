import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { axeViolations } from './axeViolations'
import { launchChromium } from './launchChromium'
import type { LocalServer } from './listenLocal'
import { serveHtml } from './serveHtml'

let browser: Browser
const servers: LocalServer[] = []
beforeAll(async () => {
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  for (const server of servers) await server.stop()
})

/** A page whose body is `body`, plus a host element with an open shadow root holding `shadow`. */
async function violationsOf(body: string, shadow: string) {
  const server = await serveHtml(
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main>${body}<div id="host"></div></main>` +
      `<script>document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = ${JSON.stringify(shadow)}</script></body></html>`,
  )
  servers.push(server)
  const page = await browser.newPage()
  try {
    await page.goto(server.url)
    return await axeViolations(page)
  } finally {
    await page.close()
  }
}

describe('axeViolations (axe-core in Chromium)', () => {
  test('an accessible page: none', async () => {
    expect(await violationsOf('<button>Buy</button>', '<button>Pay</button>')).toEqual([])
  }, 60_000)

  test('a button without a name inside an open shadow root is found, with a selector through the root', async () => {
    const found = await violationsOf('<button>Buy</button>', '<button class="empty"></button>')
    expect(found.map((v) => v.id)).toEqual(['button-name'])
    expect(found[0]?.targets).toEqual(['#host >>> .empty'])
  }, 60_000)
})

// What Chromium's IntersectionObserver v2 reports to a cross-origin frame for each way a host page can
// hide, disguise or move it (issue #28, finding 1). These are the browser's facts the frame's design rests
// on (visibilityGuard.ts, approvalWindow.ts): if a Chromium update changes one, this test says which.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type LocalServer, launchChromium, listenLocal } from '@airlock/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** One observation inside the frame: isVisible, isIntersecting, intersectionRatio, devicePixelRatio. */
interface Seen {
  visible: boolean | undefined
  intersecting: boolean
  ratio: number
  dpr: number
}

const FRAME_PAGE = `<!doctype html><body style="margin:0"><button style="width:200px;height:50px">Approve</button><script>
const report = (e) => parent.postMessage({ visible: e.isVisible, intersecting: e.isIntersecting, ratio: e.intersectionRatio, dpr: devicePixelRatio }, '*')
new IntersectionObserver((entries) => entries.forEach(report), { threshold: [0, 0.5, 0.99, 1], trackVisibility: true, delay: 100 }).observe(document.body)
matchMedia('(resolution: 1dppx)').addEventListener('change', () => parent.postMessage({ visible: undefined, intersecting: true, ratio: -1, dpr: devicePixelRatio }, '*'))
</script></body>`

describe('IntersectionObserver v2 in Chromium, seen from a cross-origin frame', () => {
  let browser: Browser
  let frameServer: LocalServer
  let appServer: LocalServer
  beforeAll(async () => {
    frameServer = await listenLocal((_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(FRAME_PAGE)
    })
    const frameUrl = frameServer.url
    appServer = await listenLocal((_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<!doctype html><body style="margin:0"><div id="wrap"><iframe id="f" src="${frameUrl}" style="position:fixed;left:20px;top:20px;width:300px;height:200px;border:0"></iframe></div><script>window.seen=[];addEventListener('message',(e)=>seen.push(e.data))</script></body>`,
      )
    })
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await Promise.all([frameServer?.stop(), appServer?.stop()])
  })

  /** Loads the app (localhost) with the frame (127.0.0.1), applies `style`, returns the last observation. */
  async function observe(style: (page: Page) => Promise<unknown>): Promise<{ first: Seen; last: Seen }> {
    const page = await browser.newPage()
    try {
      await page.goto(appServer.url.replace('127.0.0.1', 'localhost'))
      await page.waitForFunction(() => (window as unknown as { seen: Seen[] }).seen.length > 0)
      const first = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen[0]!)
      await style(page)
      // IntersectionObserver v2 reports at most every 100 ms; give it several rounds.
      await page.waitForTimeout(800)
      const last = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen.at(-1)!)
      return { first, last }
    } finally {
      await page.close()
    }
  }
  const onFrame = (css: string) => (page: Page) =>
    page.evaluate((c) => {
      document.getElementById('f')!.style.cssText += `;${c}`
    }, css)
  const onWrapper = (css: string) => (page: Page) =>
    page.evaluate((c) => {
      document.getElementById('wrap')!.style.cssText = c
    }, css)
  const cover = (css: string) => (page: Page) =>
    page.evaluate((c) => {
      const div = document.createElement('div')
      div.style.cssText = `position:fixed;left:0;top:0;width:400px;height:300px;z-index:5;${c}`
      document.body.append(div)
    }, css)

  it('starts fully visible', async () => {
    const { first } = await observe(async () => undefined)
    expect(first).toMatchObject({ visible: true, intersecting: true, ratio: 1, dpr: 1 })
  })

  it.each([
    ['opacity: 0', onFrame('opacity:0')],
    ['opacity: 0.99', onFrame('opacity:0.99')],
    ['filter: opacity(0)', onFrame('filter:opacity(0)')],
    ['transform: scale(0.1)', onFrame('transform:scale(0.1)')],
    ['visibility: hidden', onFrame('visibility:hidden')],
    ['mix-blend-mode', onFrame('mix-blend-mode:multiply')],
    ['an opaque cover with pointer-events: none', cover('background:#fff;pointer-events:none')],
    ['a transparent cover with pointer-events: none', cover('background:transparent;pointer-events:none')],
    ['opacity: 0 on an ancestor', onWrapper('opacity:0')],
  ])('sees %s: isVisible false', async (_name, style) => {
    expect((await observe(style)).last.visible).toBe(false)
  })

  it.each([
    ['clip-path cutting 90%', onFrame('clip-path:inset(0 0 90% 0)')],
    ['the frame moved mostly off screen', onFrame('left:-290px')],
  ])('sees %s through geometry only: isVisible true, ratio below 1', async (_name, style) => {
    const { last } = await observe(style)
    expect(last.visible).toBe(true)
    expect(last.ratio).toBeLessThan(0.99)
  })

  it('does not see a mask on the iframe, full or partial: reported fully visible', async () => {
    for (const mask of [
      'linear-gradient(transparent,transparent)',
      'linear-gradient(transparent 70%,black 70%)',
    ]) {
      const { last } = await observe(onFrame(`mask-image:${mask};-webkit-mask-image:${mask}`))
      expect(last).toMatchObject({ visible: true, intersecting: true, ratio: 1 })
    }
  })

  it('does not see zoom: 0.1 (no entry); the frame sees its devicePixelRatio drop to 0.1', async () => {
    const { last } = await observe(onFrame('zoom:0.1'))
    expect(last.dpr).toBeCloseTo(0.1, 5)
    expect(last.ratio).toBe(-1) // the resolution change, not an IntersectionObserver entry
  })

  it('sees a mask on an ancestor as no intersection at all', async () => {
    const { last } = await observe(
      onWrapper(
        'mask-image:linear-gradient(transparent,transparent);-webkit-mask-image:linear-gradient(transparent,transparent)',
      ),
    )
    expect(last.intersecting).toBe(false)
  })
})

// Drives a benchmark page through a raw CDP session only, so that Playwright never injects its own
// script (selector engine, utility script: ≈ 0.6 MiB of strings) into the page being measured. Used for
// every figure taken on the measured pages; Playwright only opens the page and reports network events.
import type { CDPSession } from 'playwright-core'

/** Evaluates `expression` in the page's main world (awaiting a returned promise) and returns its JSON value. */
export async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  })
  if (exceptionDetails)
    throw new Error(`page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
  return result.value as T
}

/** Adds `source` to run in every new document before its own scripts. */
export async function addInitScript(cdp: CDPSession, source: string): Promise<void> {
  await cdp.send('Page.enable')
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source })
}

/** Clicks the centre of the first element matching `selector` with real mouse events (move, press, release). */
export async function clickSelector(cdp: CDPSession, selector: string): Promise<void> {
  const box = await evaluate<{ x: number; y: number; width: number; height: number } | null>(
    cdp,
    `(() => { const r = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null })()`,
  )
  if (!box || box.width === 0) throw new Error(`no box for ${selector}`)
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 })
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 })
}

/** One event of a Chromium trace (`browser.stopTracing()`), as the trace diagnostics read it. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { type?: string } }
}

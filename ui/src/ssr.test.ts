import { expect, test } from 'vitest'
import { commands } from 'vitest/browser'

test('importing @airlock/ui and rendering to a string works in Node without a DOM', async () => {
  const report = JSON.parse(await commands.renderInNode()) as {
    globals: Record<string, string>
    exports: string[]
    html: string
  }
  expect(report.globals.window).toBe('undefined')
  expect(report.globals.document).toBe('undefined')
  expect(report.exports).toContain('AirlockProvider')
  expect(report.html).toBe(
    '<header><span data-airlock-connect-button="" style="display:inline-block;vertical-align:middle">Connect</span>' +
      '<span data-airlock-network-button="" style="display:inline-block;vertical-align:middle">Test Chain</span></header>',
  )
  // A fresh Node process compiles all of ui's sources with tsx: over 30 s in a full run at load 30.
}, 120_000)

// Server-side (Node) commands the browser tests call through `commands` from 'vitest/browser'.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BrowserCommand } from 'vitest/node'

const ssrScript = fileURLToPath(new URL('./ssrRender.tsx', import.meta.url))
const root = fileURLToPath(new URL('../../..', import.meta.url))
const uiTsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url))

/** Runs ui's SSR check in a fresh Node process (no DOM) and returns its JSON output. */
const renderInNode: BrowserCommand<[]> = async () => {
  return await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ssrScript], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: uiTsconfig },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
    })
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`ssr exit ${code}: ${err}`))))
  })
}

/** Emulates (or clears) prefers-reduced-motion on the test page. */
const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  if (context.provider.name !== 'playwright') throw new Error('playwright only')
  await (context as unknown as { page: { emulateMedia(o: object): Promise<void> } }).page.emulateMedia({
    reducedMotion: reduce ? 'reduce' : 'no-preference',
  })
}

/** The commands, for `test.browser.commands`. */
export const browserCommands = { renderInNode, emulateReducedMotion }

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Renders ui in Node (no DOM) and returns the check's JSON output. */
    renderInNode: () => Promise<string>
    /** Turns prefers-reduced-motion emulation on or off. */
    emulateReducedMotion: (reduce: boolean) => Promise<void>
  }
}

// `npm run screenshots`: starts devnet and the sandbox, takes every core view in en/es/ar, dark/light, 360 px
// and desktop into screenshots/modal/ (git-ignored; open its index.html), checks each with axe, stops
// everything. Exits 1 when axe found a violation. Flags: --out DIR, --views A,B, --locales en,ar.
import { fileURLToPath } from 'node:url'
import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/devnet'
import { chromium } from 'playwright-core'
import { type ScreenshotView, takeScreenshots } from './screenshots'
import { startSandbox } from './startSandbox'

const args = process.argv.slice(2)
const value = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}
const list = (name: string) => value(name)?.split(',').filter(Boolean)

/** The folder the README names. */
const DEFAULT_OUT = fileURLToPath(new URL('../../screenshots/modal/', import.meta.url))
const outDir = value('--out') ?? DEFAULT_OUT

const sandbox = await startSandbox()
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
let failed = 0
try {
  const views = list('--views') as ScreenshotView[] | undefined
  const locales = list('--locales')
  const shots = await takeScreenshots({
    url: sandbox.url,
    browser,
    outDir,
    ...(views ? { views } : {}),
    ...(locales ? { locales } : {}),
    onShot: (shot) => {
      if (shot.violations.length > 0) failed++
      process.stdout.write(`${shot.violations.length ? 'AXE ' : 'ok  '} ${shot.file}\n`)
      for (const v of shot.violations) process.stdout.write(`       ${v}\n`)
    },
  })
  process.stdout.write(
    `screenshots: ${shots.length} in ${outDir} (open index.html); axe violations in ${failed} of them\n`,
  )
} finally {
  await browser.close()
  await sandbox.stop()
}
process.exit(failed > 0 ? 1 : 0)

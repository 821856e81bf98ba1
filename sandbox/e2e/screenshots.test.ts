// `npm run screenshots` on a small subset (issue 40): the Connect view in en and ar, one theme, both
// viewports: the PNG files and index.html are written, and axe finds no violation in any of them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { takeScreenshots } from '../server/screenshots'

const outDir = mkdtempSync(join(tmpdir(), 'airlock-screenshots-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the screenshots command (issue 40)', () => {
  test('Connect and Account in en and ar, dark, 360 px and desktop: files written, axe clean', async () => {
    const browser = await chromium.connect(inject('browserWsEndpoint'))
    try {
      const shots = await takeScreenshots({
        url: inject('sandboxUrl'),
        browser,
        outDir,
        views: ['Connect', 'Account'],
        locales: ['en', 'ar'],
        themes: ['dark'],
      })
      expect(shots.map((s) => s.file).sort()).toEqual([
        'Account-ar-dark-360.png',
        'Account-ar-dark-desktop.png',
        'Account-en-dark-360.png',
        'Account-en-dark-desktop.png',
        'Connect-ar-dark-360.png',
        'Connect-ar-dark-desktop.png',
        'Connect-en-dark-360.png',
        'Connect-en-dark-desktop.png',
      ])
      for (const shot of shots) {
        const png = readFileSync(join(outDir, shot.file))
        expect(png.subarray(1, 4).toString('latin1'), shot.file).toBe('PNG')
        expect(png.length, shot.file).toBeGreaterThan(5_000)
      }
      expect(shots.flatMap((s) => s.violations.map((v) => `${s.file}: ${v}`))).toEqual([])
      const index = readFileSync(join(outDir, 'index.html'), 'utf8')
      for (const shot of shots) expect(index).toContain(`src="${shot.file}"`)
    } finally {
      await browser.close()
    }
  }, 180_000)
})

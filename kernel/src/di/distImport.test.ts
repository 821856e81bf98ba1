// Builds the package and imports the built dist/index.js in a plain Node process: proves the Reflect
// polyfill runs before tsyringe in the bundle (rollup hoists external imports) and that importing
// the package touches no window, starts no timer and adds no listener.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const kernelDir = fileURLToPath(new URL('../..', import.meta.url))

test('the built package imports in node with the polyfill before tsyringe', { timeout: 300_000 }, () => {
  execFileSync('npx', ['rollup', '-c', '--silent'], { cwd: kernelDir, stdio: 'pipe' })
  // index.js and every module it imports (one file per source module): wherever tsyringe is imported,
  // the polyfill is imported first.
  const files = ['index.js']
  for (const file of files) {
    const text = readFileSync(`${kernelDir}/dist/${file}`, 'utf8')
    for (const [, target] of text.matchAll(/(?:from |import )'(\.\.?\/[^']+\.js)'/g)) {
      const resolved = posix.join(posix.dirname(file), target!)
      if (!files.includes(resolved)) files.push(resolved)
    }
  }
  const importers = files
    .map((file) => readFileSync(`${kernelDir}/dist/${file}`, 'utf8'))
    .filter((text) => text.includes("'#tsyringe'"))
  expect(importers.length).toBeGreaterThan(0)
  for (const text of importers) {
    const polyfill = text.search(/import '(\.\.?\/)+reflect-polyfill\.js'/)
    expect(polyfill).toBeGreaterThan(-1)
    expect(polyfill).toBeLessThan(text.indexOf("'#tsyringe'"))
  }
  const script = `
    let timers = 0
    for (const name of ['setTimeout', 'setInterval', 'queueMicrotask']) {
      const real = globalThis[name]
      globalThis[name] = (...args) => { timers++; return real(...args) }
    }
    Object.defineProperty(globalThis, 'window', { get() { throw new Error('window read at import') }, configurable: true })
    const m = await import(${JSON.stringify(`${kernelDir}/dist/index.js`)})
    console.log(JSON.stringify({ timers, createAirlock: typeof m.createAirlock, reflect: typeof Reflect.getMetadata }))
  `
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(JSON.parse(out.trim())).toEqual({ timers: 0, createAirlock: 'function', reflect: 'function' })
})

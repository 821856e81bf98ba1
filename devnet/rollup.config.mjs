import { copyFileSync, mkdirSync } from 'node:fs'
import { packageConfig } from '../rollup.base.mjs'

const dir = new URL('.', import.meta.url).pathname
// Two entries: the Node-side devnet, and the browser-safe config reader of the plugins' test apps.
const [js, dts] = packageConfig(dir, {
  index: 'src/index.ts',
  testApp: 'src/wallet/testing/testAppConfig.ts',
})

// The PGlite worker is loaded at run time by URL (new URL('./pgliteWorker.mjs', import.meta.url)): ship it
// beside index.js, with the template cache it imports.
const copyWorker = {
  name: 'copy-pglite-worker',
  writeBundle() {
    mkdirSync(`${dir}dist`, { recursive: true })
    for (const file of ['pgliteWorker.mjs', 'templateFile.mjs'])
      copyFileSync(`${dir}src/storage/${file}`, `${dir}dist/${file}`)
  },
}

export default [{ ...js, plugins: [...js.plugins, copyWorker] }, dts]

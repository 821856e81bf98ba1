import { copyFileSync, mkdirSync } from 'node:fs'
import { packageConfig } from '../rollup.base.mjs'

const dir = new URL('.', import.meta.url).pathname
// Three entries: the Node-side devnet, the browser-safe config reader of the plugins' test apps and the test
// wallets as objects (EIP-1193 and Solana Wallet Standard). The smart-account client is @airlock/frame-host/aa.
const [js, dts] = packageConfig(dir, {
  index: 'src/index.ts',
  testApp: 'src/wallet/testing/testAppConfig.ts',
  testWallets: 'src/wallet/testing/testWallets.ts',
})

// The PGlite worker is loaded at run time by URL (new URL('./pgliteWorker.mjs', import.meta.url)): ship it
// beside index.js, with the template cache it imports.
const copyWorker = {
  name: 'copy-pglite-worker',
  writeBundle() {
    mkdirSync(`${dir}dist`, { recursive: true })
    for (const file of ['pgliteWorker.mjs', 'templateFile.mjs'])
      copyFileSync(`${dir}src/storage/${file}`, `${dir}dist/${file}`)
    // Preloaded into the alto bundler's process (src/aa/bundler/startAltoBundler.ts).
    copyFileSync(`${dir}src/aa/bundler/loopbackOnly.mjs`, `${dir}dist/loopbackOnly.mjs`)
  },
}

export default [{ ...js, plugins: [...js.plugins, copyWorker] }, dts]

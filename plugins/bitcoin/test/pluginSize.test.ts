// What `import { bitcoin }` adds to a host's initial JS, measured with Vite (rolldown: what apps build with),
// code-split and minified: the plugin's eager face as the size benchmark measures every plugin's, and what a
// Bitcoin host (the plugin and a network definition) adds to a kernel-only page. @scure/btc-signer, noble and
// zod are only in chunks loaded on first use.
// (esbuild's code splitting is not used here: it puts every module the lazy chunk shares with a module the
// package entry re-exports into a shared chunk the entry imports — here the whole Bitcoin library.)
import { expect, test } from 'vitest'
import { hostEntry } from '../../../scripts/pluginFaces'
import { measureWithVite as measure } from './measureWithVite'

const KERNEL_HOST =
  "import { createAirlock } from '@airlock/kernel'; import { makeObservable } from 'mobx'; globalThis.x = [createAirlock, makeObservable]"
const BITCOIN_HOST =
  "import { createAirlock } from '@airlock/kernel'; import { bitcoinRegtest, bitcoin } from '@airlock/bitcoin'; import { makeObservable } from 'mobx'; globalThis.x = [createAirlock, bitcoinRegtest, makeObservable, bitcoin]"

test('bitcoin() adds at most 2 KiB gzip to the initial JS (its budget; measured 1.69), 3.1 KiB with a network definition (measured 3.03); wallet discovery, the texts and the Bitcoin library load on first use', async () => {
  // The face as `npm run bench:size` measures every plugin's: a host with the kernel, ui, React and evm.
  const evm = ['evm', '@airlock/evm'] as const
  const withoutBitcoin = await measure(hostEntry([evm]))
  const withBitcoin = await measure(hostEntry([evm, ['bitcoin', '@airlock/bitcoin']]))
  const face = (withBitcoin.eager.gzip - withoutBitcoin.eager.gzip) / 1024
  // Everything a Bitcoin host adds to a kernel-only page: the plugin and the network definition it configures.
  const base = await measure(KERNEL_HOST)
  const host = await measure(BITCOIN_HOST)
  const heavy = /node_modules\/(@scure\/btc-signer|@noble\/|zod\/)/
  expect(host.eager.modules.filter((m) => heavy.test(m))).toEqual([])
  expect(host.lazy.modules.some((m) => m.includes('@scure/btc-signer'))).toBe(true)
  // The catalogue of visitor texts loads with the adapter's first use (the network definitions' error is a
  // kernel BaseError that does not need it); wallet discovery (@wallet-standard/app) too.
  expect(host.eager.modules.some((m) => m.endsWith('bitcoin/src/messages.ts'))).toBe(false)
  expect(host.lazy.modules.some((m) => m.endsWith('bitcoin/src/messages.ts'))).toBe(true)
  expect(host.eager.modules.some((m) => m.includes('@wallet-standard/app'))).toBe(false)
  const total = (host.eager.gzip - base.eager.gzip) / 1024
  console.info(
    `bitcoin() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + ui + React + evm; ` +
      `${total.toFixed(2)} KiB with a network definition beyond a kernel-only page; lazy: ${(host.lazy.gzip / 1024).toFixed(1)} KiB gzip in ${host.lazy.files} chunks`,
  )
  expect(face).toBeLessThanOrEqual(2)
  expect(total).toBeLessThanOrEqual(3.1)
}, 180_000)

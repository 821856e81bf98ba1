// The plugin's initial import stays small: a host entry importing `solana` (plus the kernel's createAirlock),
// bundled with esbuild, code-split and minified, holds no @solana/kit or program client code; they are in
// lazily imported chunks that load on the first connect or read.
import { expect, test } from 'vitest'
import { measureBundle } from '../../../scripts/measureBundle'
import { hostEntry } from '../../../scripts/pluginFaces'
import { measureWithVite } from '../../bitcoin/test/measureWithVite'

test('the initial chunk of a host using solana() holds no @solana/kit; kit is in a lazy chunk', async () => {
  const kernel = await measureBundle(
    "import { createAirlock } from '@airlock/kernel'; globalThis.x = createAirlock",
  )
  const host = await measureBundle(
    "import { createAirlock } from '@airlock/kernel'; import { solana, solanaMainnet, solanaNetwork } from '@airlock/solana'; globalThis.x = [createAirlock, solana, solanaMainnet, solanaNetwork]",
  )
  for (const heavy of [
    '@solana/kit',
    '@solana/rpc',
    '@solana/transactions',
    '@solana-program/system',
    '@solana-program/token',
  ])
    expect(host.eager.packages, heavy).not.toContain(heavy)
  expect(host.lazy.packages).toContain('@solana-program/token')
  expect([...host.lazy.packages].some((p) => p.startsWith('@solana/'))).toBe(true)
  const solanaKiB = (host.eager.gzip - kernel.eager.gzip) / 1024
  console.info(
    `solana initial import: ${solanaKiB.toFixed(1)} KiB gzip; lazy ${(host.lazy.gzip / 1024).toFixed(1)} KiB`,
  )
  expect(solanaKiB).toBeLessThan(8)
})

test('solana() adds at most 2 KiB gzip to the initial JS of `npm run bench:size`’s host (measured 1.99); its texts and reconnect wait load with the implementation', async () => {
  // Vite (rolldown), as apps build and as the size benchmark measures every plugin's face: a host with the
  // kernel, ui, React and evm, with and without solana().
  const evm = ['evm', '@airlock/evm'] as const
  const base = await measureWithVite(hostEntry([evm]))
  const host = await measureWithVite(hostEntry([evm, ['solana', '@airlock/solana']]))
  const face = (host.eager.gzip - base.eager.gzip) / 1024
  for (const lazy of ['solana/src/messages.ts', 'solana/src/wallets/waitForWallet.ts']) {
    expect(host.eager.modules.some((m) => m.endsWith(lazy))).toBe(false)
    expect(host.lazy.modules.some((m) => m.endsWith(lazy))).toBe(true)
  }
  console.info(
    `solana() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + ui + React + evm`,
  )
  expect(face).toBeLessThanOrEqual(2)
}, 180_000)

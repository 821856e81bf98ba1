// The plugin's initial import stays small: bundles a host entry importing `evm` (plus the kernel's
// `createAirlock`) with esbuild, code-split and minified like a production build, and checks that the
// WalletConnect sign client is in no chunk at all (it lives in @airlock/walletconnect) and viem is only in
// lazily imported chunks: a first-time visitor downloads no viem before picking a wallet.
import { expect, test } from 'vitest'
import { measureBundle } from '../../../scripts/measureBundle'
import { hostEntry } from '../../../scripts/pluginFaces'
import { measureWithVite } from '../../bitcoin/test/measureWithVite'
import { writeBenchmark } from './browser/benchmarks'

async function initialImport(code: string) {
  const { eager, lazy } = await measureBundle(code)
  const hasSignClient = (part: { code: string }) => part.code.includes('wc_sessionPropose')
  return {
    gzipKiB: eager.gzip / 1024,
    signClientInitial: hasSignClient(eager),
    signClientLazy: hasSignClient(lazy),
    initialPackages: eager.packages,
    lazyPackages: lazy.packages,
  }
}

test('the initial chunk of a host using evm() and toCaipNetwork() holds no viem; viem is in a lazy chunk', async () => {
  const host = await initialImport(
    "import { createAirlock } from '@airlock/kernel'; import { evm, toCaipNetwork } from '@airlock/evm'; globalThis.x = [createAirlock, evm, toCaipNetwork]",
  )
  for (const heavy of [
    'viem',
    'ox',
    'abitype',
    '@noble/hashes',
    '@noble/curves',
    '@walletconnect/sign-client',
  ])
    expect(host.initialPackages, heavy).not.toContain(heavy)
  expect(host.initialPackages).toContain('mobx')
  expect(host.lazyPackages).toContain('viem')
})

test('importing evm() loads no WalletConnect code, and stays within its size budget', async () => {
  const kernel = await initialImport(
    "import { createAirlock } from '@airlock/kernel'; globalThis.x = createAirlock",
  )
  const withEvm = await initialImport(
    "import { createAirlock } from '@airlock/kernel'; import { evm } from '@airlock/evm'; globalThis.x = [createAirlock, evm]",
  )
  // WalletConnect lives in @airlock/walletconnect now: evm only contributes its namespace (types and a
  // small provider), so no sign-client code is in any chunk of an evm host.
  expect(withEvm.signClientInitial).toBe(false)
  expect(withEvm.signClientLazy).toBe(false)
  expect([...withEvm.initialPackages, ...withEvm.lazyPackages]).not.toContain('@walletconnect/sign-client')
  const evmKiB = withEvm.gzipKiB - kernel.gzipKiB
  // 11.5 KiB (was 10): the kernel's eager bundle no longer holds the error modules evm's entry imports
  // (errors/rpc, http, connection, transaction: they load with the connect protocol), so they now count
  // here; evm + createAirlock measured 50.7 KiB against 49.6 before the move (kernel alone 39.7 vs 40.0).
  // 12 KiB (was 11.5): Ether's mark (ethMark.ts, 0.23 KiB gzip), contributed to ui so ETH networks and
  // balances without an image show it instead of a letter; it measured 11.73 with it, 11.50 without.
  // 2026-11-29: 10.4 -> 11.8. The wallet actions, the RPC error classes and the WalletConnect provider became
  // lazy chunks (Vite/rolldown: the face went 8.11 -> 6.21 KiB, `npm run bench:size`), but esbuild's splitting
  // keeps a module the entry reaches through a package index's re-exports in a shared chunk the entry imports,
  // used or not, so here they stay eager, split across more files.
  expect(evmKiB).toBeLessThan(12)
  await writeBenchmark('EVM plugin initial import', [
    'esbuild, minified, code-split, gzip; initial = entry plus its static chunks (lazy chunks excluded).',
    '',
    '| Host imports | Initial KiB gzip |',
    '|---|---|',
    `| \`createAirlock\` | ${kernel.gzipKiB.toFixed(1)} |`,
    `| \`createAirlock\` + \`evm\` | ${withEvm.gzipKiB.toFixed(1)} (evm: ${evmKiB.toFixed(1)}, budget 12, with the kernel parts only evm uses; viem loads on the first connect or read) |`,
    '',
    'viem is only in lazily imported chunks; no WalletConnect code is bundled with evm (it lives in @airlock/walletconnect).',
    '',
    'Command: `npx vitest run --project evm plugins/evm/test/bundleSize.test.ts`.',
  ])
})

test('evm()’s eager face in `npm run bench:size`’s measure (Vite): the adapter’s behaviour is a lazy chunk', async () => {
  // Vite (rolldown), as apps build and as the size benchmark measures every plugin's face: a host with the
  // kernel, ui and React, with and without evm(). The face keeps networks, connectors, discovery and the
  // wallet's handshake (a connect asks the wallet in the visitor's click); the behaviour (active connection,
  // reads, signing, sending) loads with the first call. Budget 2 KiB (issue 32): not met. 2026-11-29:
  // 8.11 -> 6.21 -> 5.02 KiB; guarded at 5.1. (4.82 with the texts and the identity lookup loaded on first use:
  // not kept, the row click -> balance path measured ~20 ms slower with the catalogue arriving mid-connect.)
  const base = await measureWithVite(hostEntry([]))
  const host = await measureWithVite(hostEntry([['evm', '@airlock/evm']]))
  const face = (host.eager.gzip - base.eager.gzip) / 1024
  for (const lazy of ['adapter/evmAdapterImpl.ts', 'adapter/walletActions.ts', 'adapter/transfers.ts']) {
    expect(
      host.eager.modules.some((m) => m.endsWith(`evm/src/${lazy}`)),
      lazy,
    ).toBe(false)
    expect(
      host.lazy.modules.some((m) => m.endsWith(`evm/src/${lazy}`)),
      lazy,
    ).toBe(true)
  }
  console.info(`evm() eager face (vite, minified): ${face.toFixed(2)} KiB gzip beyond kernel + ui + React`)
  expect(face).toBeLessThanOrEqual(5.1)
}, 180_000)

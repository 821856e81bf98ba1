// The plugin's initial import stays small: bundles a host entry importing `evm` (plus the kernel's
// `createAirlock`) with esbuild, code-split and minified like a production build, and checks that the
// WalletConnect sign client and viem are only in lazily imported chunks: a first-time visitor downloads
// no viem before picking a wallet.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { expect, test } from 'vitest'
import { writeBenchmark } from './browser/benchmarks'

const root = fileURLToPath(new URL('../../../', import.meta.url))

async function initialImport(code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-evm-size-'))
  writeFileSync(join(dir, 'entry.js'), code)
  const result = await build({
    entryPoints: [join(dir, 'entry.js')],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source', 'module'],
    outdir: join(dir, 'out'),
    write: false,
    absWorkingDir: root,
    nodePaths: [join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    metafile: true,
  })
  const files = new Map(result.outputFiles.map((f) => [f.path.slice(f.path.lastIndexOf('/out/') + 1), f]))
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((k) => k.endsWith('entry.js')) as string
  const initial = new Set<string>()
  const stack = [entry]
  while (stack.length > 0) {
    const key = stack.pop() as string
    if (initial.has(key)) continue
    initial.add(key)
    for (const i of outputs[key]?.imports ?? []) if (i.kind === 'import-statement') stack.push(i.path)
  }
  const read = (k: string) => files.get(k.slice(k.lastIndexOf('out/')))
  const initialFiles = [...initial].map(read)
  const lazyFiles = [...files.values()].filter((f) => !initialFiles.includes(f))
  const gzip = initialFiles.reduce((n, f) => n + gzipSync(f?.contents ?? new Uint8Array()).length, 0)
  const hasSignClient = (list: (typeof initialFiles)[number][]) =>
    list.some((f) => f?.text.includes('wc_sessionPropose'))
  // Source modules bundled into a set of output chunks, by package (node_modules/<name>/...).
  const packagesIn = (keys: Iterable<string>) => {
    const names = new Set<string>()
    for (const key of keys)
      for (const input of Object.keys(outputs[key]?.inputs ?? {})) {
        const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)
        if (match?.[1]) names.add(match[1])
      }
    return names
  }
  const lazyKeys = Object.keys(outputs).filter((k) => !initial.has(k))
  return {
    gzipKiB: gzip / 1024,
    signClientInitial: hasSignClient(initialFiles),
    signClientLazy: hasSignClient(lazyFiles),
    initialPackages: packagesIn(initial),
    lazyPackages: packagesIn(lazyKeys),
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
  expect(withEvm.signClientInitial).toBe(false)
  expect(withEvm.signClientLazy).toBe(true)
  const evmKiB = withEvm.gzipKiB - kernel.gzipKiB
  expect(evmKiB).toBeLessThan(10)
  await writeBenchmark('EVM plugin initial import', [
    'esbuild, minified, code-split, gzip; initial = entry plus its static chunks (lazy chunks excluded).',
    '',
    '| Host imports | Initial KiB gzip |',
    '|---|---|',
    `| \`createAirlock\` | ${kernel.gzipKiB.toFixed(1)} |`,
    `| \`createAirlock\` + \`evm\` | ${withEvm.gzipKiB.toFixed(1)} (evm: ${evmKiB.toFixed(1)}, budget 10, with the kernel parts only evm uses; viem loads on the first connect or read) |`,
    '',
    'viem, the WalletConnect session code and @walletconnect/sign-client are only in lazily imported chunks.',
    '',
    'Command: `npx vitest run --project evm plugins/evm/test/bundleSize.test.ts`.',
  ])
})

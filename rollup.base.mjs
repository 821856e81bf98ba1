// Shared rollup config: each package builds src/index.ts (or the given entries) to ESM plus one bundled .d.ts.
// Every dependency stays external; only the package's own source is bundled.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { dts } from 'rollup-plugin-dts'
import esbuild from 'rollup-plugin-esbuild'
import { compactCssPlugin } from './scripts/compactCss.mjs'

/**
 * Build config for the package in `dir`; `entries` maps output names to source files. `preserveModules`
 * keeps one output file per source module, so that a host's bundler can move a module that only a lazy
 * chunk uses into that chunk even when the package's index re-exports it.
 */
export function packageConfig(dir, entries = { index: 'src/index.ts' }, { preserveModules = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
  const external = (id) => deps.some((d) => id === d || id.startsWith(`${d}/`)) || /^node:/.test(id)
  const input = Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, join(dir, v)]))
  return [
    {
      input,
      external,
      plugins: [
        // A fresh dist: files of an earlier layout (chunks, modules since renamed) are not packed again.
        { name: 'clean-dist', buildStart: () => rmSync(join(dir, 'dist'), { recursive: true, force: true }) },
        compactCssPlugin(),
        esbuild({
          target: 'es2022',
          jsx: 'automatic',
          tsconfig: new URL('./tsconfig.base.json', import.meta.url).pathname,
        }),
      ],
      output: {
        dir: join(dir, 'dist'),
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        ...(preserveModules ? { preserveModules: true, preserveModulesRoot: join(dir, 'src') } : {}),
      },
    },
    {
      input,
      external,
      plugins: [dts({ tsconfig: join(dir, 'tsconfig.json') })],
      output: { dir: join(dir, 'dist'), format: 'esm', entryFileNames: '[name].d.ts' },
    },
  ]
}

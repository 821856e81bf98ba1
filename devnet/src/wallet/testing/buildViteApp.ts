import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PluginOption, Rollup } from 'vite'

/** Options of {@link buildViteApp}. */
export interface BuildViteAppOptions {
  /** Output folder (default: a fresh temp folder, so concurrent runs never clobber each other). */
  outDir?: string
  /** Prefix of the temp folder's name (default `airlock-app-`). */
  tempPrefix?: string
  /** Minify (default false: readable output for tests). */
  minify?: boolean
  /** Vite mode (default Vite's own, `production`). */
  mode?: string
  /** Folder whose files are copied as they are to the output's root (default `public` in `root`). */
  publicDir?: string
  /** More Vite plugins. */
  plugins?: PluginOption[]
}

/** A finished build: its folder and Rollup's output chunks and assets. */
export interface ViteAppBuild {
  outDir: string
  output: Rollup.RollupOutput['output'][number][]
}

/**
 * Production-builds the Vite app whose index.html is in `root` (no config file; workspace packages from
 * source through the `source` condition, automatic JSX). Vite is loaded only when a build runs.
 */
export async function buildViteApp(root: string, options: BuildViteAppOptions = {}): Promise<ViteAppBuild> {
  const { build } = await import('vite')
  const outDir = options.outDir ?? mkdtempSync(join(tmpdir(), options.tempPrefix ?? 'airlock-app-'))
  const result = await build({
    root,
    configFile: false,
    logLevel: 'error',
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.publicDir ? { publicDir: options.publicDir } : {}),
    ...(options.plugins ? { plugins: options.plugins } : {}),
    resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: options.minify ?? false,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  return { outDir, output: outputs.flatMap((out) => out.output) }
}

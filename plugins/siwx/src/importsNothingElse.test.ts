import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// The message, protocol, client and options modules are shared with the sign-in server and run before
// any Airlock instance exists: no kernel, no ui, no chain library may enter them (only zod/mini, for the
// protocol). The plugin's eager part takes only types from the kernel; its runtime and view (lazy) use
// the kernel and ui, and never a chain library.
const SHARED = ['message', 'protocol', 'client', 'options']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const importsOf = (files: string[]) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(import(?: type)?|export)[^']*from '([^']+)'/gm)].map(
      (m) => [file, m[1]!, m[2]!] as const,
    ),
  )

it('the shared modules import nothing but their own files and zod/mini', () => {
  const imports = importsOf([
    ...SHARED.flatMap((dir) => sources(join(import.meta.dirname, dir))),
    join(import.meta.dirname, 'errors.ts'),
  ])
  expect(imports.length).toBeGreaterThan(10)
  expect(imports.filter(([, , spec]) => !/^(\.\.?\/|zod\/mini$)/.test(spec))).toEqual([])
})

it('the plugin takes types only from the kernel eagerly, and no chain library anywhere', () => {
  const eager = importsOf(sources(join(import.meta.dirname, 'plugin')))
  expect(eager.filter(([, kind, spec]) => !spec.startsWith('.') && kind !== 'import type')).toEqual([])
  const lazy = importsOf(
    ['runtime', 'views', 'i18n'].flatMap((dir) => sources(join(import.meta.dirname, dir))),
  )
  expect(lazy.filter(([, , spec]) => !/^(\.\.?\/|@airlock\/(kernel|ui)$|react$)/.test(spec))).toEqual([])
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// The message and protocol modules are shared with the sign-in server and run before any Airlock
// instance exists: no kernel, no ui, no chain library may enter them (only zod/mini, for the protocol).
const ALLOWED = /^(\.\.?\/|zod\/mini$)/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

it('imports nothing but its own files and zod/mini', () => {
  const imports = sources(import.meta.dirname).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => [file, m[1]!] as const),
  )
  expect(imports.length).toBeGreaterThan(10)
  expect(imports.filter(([, spec]) => !ALLOWED.test(spec))).toEqual([])
})

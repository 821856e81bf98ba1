import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBundleCache, stampInputs, writeBundleCache } from './bundleCache'

let dir: string
const previous = process.env.AIRLOCK_DEVNET_CACHE

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'airlock-bundle-cache-'))
  process.env.AIRLOCK_DEVNET_CACHE = join(dir, 'cache')
})
afterAll(() => {
  if (previous === undefined) delete process.env.AIRLOCK_DEVNET_CACHE
  else process.env.AIRLOCK_DEVNET_CACHE = previous
  rmSync(dir, { recursive: true, force: true })
})

describe('bundle cache', () => {
  it('returns the stored bundle while its inputs are unchanged and drops it when one changes', () => {
    const input = join(dir, 'input.ts')
    writeFileSync(input, 'export const a = 1')
    const entry = join(dir, 'entry.ts')
    expect(readBundleCache(entry)).toBeUndefined()
    writeBundleCache(entry, 'code()', stampInputs(['input.ts'], dir))
    expect(readBundleCache(entry)).toBe('code()')
    writeFileSync(input, 'export const a = 22')
    expect(readBundleCache(entry)).toBeUndefined()
  })

  it('ignores an entry stored without inputs', () => {
    const entry = join(dir, 'other.ts')
    writeBundleCache(entry, 'x', {})
    expect(readBundleCache(entry)).toBeUndefined()
  })
})

import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain ESM script without types
import { renderArtifacts } from './compile.mjs'

const here = dirname(fileURLToPath(import.meta.url))

describe('contracts/artifacts', () => {
  it('match a fresh solc compile of the committed Solidity sources', () => {
    const committed = readFileSync(join(here, 'artifacts', 'artifacts.ts'), 'utf8')
    expect((renderArtifacts as () => string)()).toBe(committed)
  }, 60_000)
})

// The kernel knows no chain and no feature (plugin contract v2, point 1): no kernel source file, its
// comments included, may name a chain namespace, a wallet protocol, a feature plugin or AppKit's `w3m`
// prefix. What they own lives in their plugins. Tests and `testing/` folders may name them (fixtures).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/** Names the kernel must not contain, matched case-insensitively anywhere in a line. */
const NAMES = [
  // chain namespaces
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  // wallet protocols
  'walletconnect',
  // features that are plugins
  'swap',
  'onramp',
  'on-ramp',
  'siwx',
  'siwe',
  'farcaster',
  'ensip',
  // AppKit's prefix
  'w3m',
]

const PATTERN = new RegExp(NAMES.map((n) => n.replace(/[-]/g, '\\$&')).join('|'), 'gi')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    const isTest = entry.name.endsWith('.test.ts') || entry.name.endsWith('.test-d.ts')
    return entry.name.endsWith('.ts') && !isTest ? [path] : []
  })
}

test('no kernel source file names a namespace, WalletConnect, a feature or the w3m prefix', () => {
  const src = fileURLToPath(new URL('.', import.meta.url))
  const offenders: string[] = []
  for (const file of sourceFiles(src)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const found = [...new Set([...line.matchAll(PATTERN)].map((m) => m[0].toLowerCase()))]
        if (found.length > 0) offenders.push(`${relative(src, file)}:${index + 1}: ${found.join(', ')}`)
      })
  }
  expect(offenders).toEqual([])
})

test('the scan sees the source tree (guards against an empty walk)', () => {
  const src = fileURLToPath(new URL('.', import.meta.url))
  const files = sourceFiles(src).map((f) => relative(src, f))
  expect(files).toContain('index.ts')
  expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false)
})

// The kernel knows no chain and no framework: no source file may import one (biome enforces it too).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const FORBIDDEN = [
  'react',
  'react-dom',
  'viem',
  'ox',
  'wagmi',
  'ethers',
  'web3',
  'bitcoinjs-lib',
  '@solana/web3.js',
  '@solana/kit',
  '@walletconnect/sign-client',
  '@reown/walletkit',
]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )
}

test('no kernel source imports a chain library or React', () => {
  const src = fileURLToPath(new URL('..', import.meta.url))
  const offenders: string[] = []
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const spec = match[1] ?? ''
      if (FORBIDDEN.some((f) => spec === f || spec.startsWith(`${f}/`))) offenders.push(`${file}: ${spec}`)
    }
  }
  expect(offenders).toEqual([])
})

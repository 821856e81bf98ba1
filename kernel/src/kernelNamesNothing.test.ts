// The kernel knows no chain and no feature (plugin contract v2, point 1; widened by issue #30): no kernel
// source file, its comments included, may name a chain namespace, a wallet protocol or its connector
// kinds, a chain's own capabilities, a feature plugin, a plugin's endpoint or storage, or AppKit's `w3m`
// prefix. What they own lives in their plugins. Tests and `testing/` folders may name them (fixtures).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/** Names the kernel must not contain, each a pattern matched anywhere in a line. */
const NAMES: RegExp[] = [
  // chain namespaces
  /eip155/i,
  /solana/i,
  /bip122/i,
  /polkadot/i,
  // wallet protocols, their connector kinds and transports
  /walletconnect/i,
  /\bWALLET_CONNECT\b/,
  /\b(ID_)?AUTH\b/,
  /\brelay\b/i,
  /\bi?frame (host|page|url)\b|secure frame|\biframe\b|endpoints\.frame\b|frameUrl/i,
  // a chain's own capabilities (declared by its plugin on its adapter type)
  /signPsbt|sendCalls|signTypedData|getCapabilities|psbt/i,
  // features that are plugins, their storage and errors
  /swap/i,
  /onramp|on-ramp/i,
  /siwx|siwe/i,
  /farcaster/i,
  /ensip/i,
  /socialProvider|social_provider/i,
  /NameApi|registering name|resolving name|name suggestions|names for address/i,
  /endpoints\.analytics|AnalyticsClient/i,
  // AppKit's prefix
  /w3m/i,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    const isTest = entry.name.endsWith('.test.ts') || entry.name.endsWith('.test-d.ts')
    return entry.name.endsWith('.ts') && !isTest ? [path] : []
  })
}

test('no kernel source file names a namespace, a wallet protocol, a chain capability, a feature or w3m', () => {
  const src = fileURLToPath(new URL('.', import.meta.url))
  const offenders: string[] = []
  for (const file of sourceFiles(src)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const found = NAMES.filter((pattern) => pattern.test(line)).map((pattern) => line.match(pattern)?.[0])
        if (found.length > 0) offenders.push(`${relative(src, file)}:${index + 1}: ${found.join(', ')}`)
      })
  }
  expect(offenders).toEqual([])
})

test('each pattern catches what it stands for (guards against a pattern that matches nothing)', () => {
  const samples = [
    'eip155:1',
    'solana:mainnet',
    'bip122:000',
    'polkadot',
    '@airlock/walletconnect',
    "type: 'WALLET_CONNECT'",
    "type: 'AUTH'",
    'endpoints.relay',
    'the secure frame',
    'signPsbt(params)',
    'swaps',
    'onramp',
    'siwx',
    'farcaster',
    'ensip-15',
    'socialProvider',
    'NameApiError',
    'endpoints.analytics',
    'w3m-modal',
  ]
  for (const [index, pattern] of NAMES.entries()) {
    expect(
      samples.some((sample) => pattern.test(sample)),
      String(pattern),
    ).toBe(true)
    expect(samples[index] !== undefined).toBe(true)
  }
  // Words the kernel may use: an animation frame, authorship, the connect-method groups of the spec.
  for (const allowed of ['after the next frame is painted', 'authored', "'email', 'social', 'wallet'"]) {
    expect(
      NAMES.some((pattern) => pattern.test(allowed)),
      allowed,
    ).toBe(false)
  }
})

test('the scan sees the source tree (guards against an empty walk)', () => {
  const src = fileURLToPath(new URL('.', import.meta.url))
  const files = sourceFiles(src).map((f) => relative(src, f))
  expect(files).toContain('index.ts')
  expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false)
})

// Hostile input: generated request bodies, headers and signatures never make the handlers fail (no 500,
// nothing reported to onError), and one nonce never opens more than one session.
import { DEVNET_ACCOUNTS } from '@airlock/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openSiwxDatabase, type SiwxDatabase } from '../database/openSiwxDatabase'
import { appMessage, BITCOIN_REGTEST, EVM_CHAIN, SOLANA_CHAIN, type TestClock } from '../testing/harness'
import { verifyBip322 } from '../verify/bip322'
import { createSiwxHandler, type SiwxHandler } from './createSiwxHandler'

const alice = privateKeyToAccount(DEVNET_ACCOUNTS[1]!.privateKey)
const clock: TestClock = { offset: 0, now: () => Date.now() }
const errors: unknown[] = []
let db: SiwxDatabase
let siwx: SiwxHandler
beforeAll(async () => {
  db = await openSiwxDatabase()
  siwx = createSiwxHandler(
    {
      origins: ['https://app.example'],
      chains: { [EVM_CHAIN]: null, [SOLANA_CHAIN]: null, [BITCOIN_REGTEST]: null },
      rateLimits: { accountSignIn: 0, ipSignIn: 0, ipNonce: 0, ipRead: 0, ipRevoke: 0, accountRevoke: 0 },
    },
    { database: db, onError: (error) => errors.push(error) },
  )
})
afterAll(() => db?.close())

// A seeded generator, so a failure reproduces.
let seed = 11
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const PIECES = [
  '',
  '\n',
  '"',
  '\\',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  'null',
  '0x',
  '%00',
  '\u0000',
  'é',
  '9'.repeat(40),
  'a'.repeat(300),
]

function mutate(text: string): string {
  let out = text
  for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) {
    const at = Math.floor(random() * (out.length + 1))
    out = out.slice(0, at) + pick(PIECES) + out.slice(at + Math.floor(random() * 4))
  }
  return out
}

it('answers 2 000 mutated sign-in, revoke and read requests without a 500, and one nonce opens one session at most', async () => {
  const nonce = (await (await siwx.handle(new Request('https://s/v1/nonce', { method: 'POST' }))).json())
    .nonce
  const message = appMessage(clock, { accountAddress: alice.address, chainId: EVM_CHAIN, nonce })
  const body = JSON.stringify({
    message,
    signature: await alice.signMessage({ message }),
    chainId: EVM_CHAIN,
  })
  const paths = [
    '/v1/sessions',
    '/v1/sessions/00000000-0000-4000-8000-000000000000/revoke',
    '/v1/sessions/x',
    '/v1/nonce',
  ]
  const statuses = new Map<number, number>()
  for (let i = 0; i < 2000; i++) {
    const path = random() < 0.8 ? paths[0]! : mutate(pick(paths))
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (random() < 0.3) headers.cookie = `airlock_siwx=${mutate('a'.repeat(43))}`
    if (random() < 0.3) headers.authorization = mutate('Bearer aaaa')
    if (random() < 0.2) headers.origin = pick(['https://app.example', 'null', 'https://evil.example'])
    let request: Request
    try {
      request = new Request(`https://s${path.startsWith('/') ? path : `/${path}`}`, {
        method: 'POST',
        headers,
        body: mutate(body),
      })
    } catch {
      continue // not a URL or header a client could send
    }
    const response = await siwx.handle(request)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    expect(response.status, `request ${i}`).not.toBe(500)
  }
  expect(errors).toEqual([])
  // A mutation can leave the body meaning the same (a space in the JSON): that one signs alice in, once.
  expect(statuses.get(201) ?? 0).toBeLessThanOrEqual(1)
  // The mutations reached the deep checks, not only the JSON parser.
  expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 401]))
})

it('reads 5 000 random BIP-322 signatures as invalid, never throwing', () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/='
  for (let i = 0; i < 5000; i++) {
    const length = Math.floor(random() * 200)
    const signature = Array.from({ length }, () => pick([...alphabet])).join('')
    const address = pick([
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqzh2ec0',
    ])
    expect(verifyBip322(address, 'm', signature, BITCOIN_REGTEST).valid).toBe(false)
  }
})

import { describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES } from './appEvents'
import { MAX_MESSAGE_CHARS } from './constants'
import { parseAppEvent, parseFrameEvent, rejectionAnswer } from './parse'

/** mulberry32: a small seeded PRNG so a failure reproduces. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const uuid = '9b2f7c1e-4a6d-4e8f-9c3b-2d1a0f5e6b7c'

function generator(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const scalar = (): unknown =>
    pick([
      () => Math.floor(random() * 1e6),
      () => -1,
      () => Number.NaN,
      () => 'x'.repeat(Math.floor(random() * 64)),
      () => `0x${'ab'.repeat(Math.floor(random() * 30))}`,
      () => null,
      () => undefined,
      () => true,
      () => BigInt(7),
      () => Symbol('s'),
      () => () => 1,
    ])()
  const value = (depth: number): unknown => {
    if (depth > 3 || random() < 0.5) return scalar()
    if (random() < 0.5) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1))
    return Object.fromEntries(
      Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, value(depth + 1)]),
    )
  }
  const valid = () => ({ v: 1, id: uuid, type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
  const mutations: Array<() => unknown> = [
    // wrong shape
    () => value(0),
    () => ({ ...valid(), payload: value(0) }),
    () => ({ ...valid(), v: pick([0, 2, '1', null]) }),
    () => ({ ...valid(), id: pick(['', 'abc', 12, null, `${uuid.toUpperCase()}x`]) }),
    // unknown type
    () => ({
      ...valid(),
      type: pick(['connect_email', 'CONNECT_EMAIL_SUCCESS', '__proto__', 'constructor', 'toString', '']),
    }),
    // extra keys
    () => ({ ...valid(), [`extra${Math.floor(random() * 9)}`]: value(1) }),
    () => ({ ...valid(), payload: { email: 'ada@example.com', admin: true } }),
    // oversized
    () => ({ ...valid(), payload: { email: `${'a'.repeat(MAX_MESSAGE_CHARS)}@example.com` } }),
    // a known type with a random payload
    () => ({ v: 1, id: uuid, type: pick(APP_EVENT_TYPES), payload: { junk: value(1) } }),
    // RPC with unknown methods or random params
    () => ({
      v: 1,
      id: uuid,
      type: 'RPC_REQUEST',
      payload: { method: pick(['eth_sign', 'x', 'personal_sign']), params: value(1) ?? 1 },
    }),
  ]
  return () => pick(mutations)()
}

describe('protocol fuzz', () => {
  it('rejects 12,000 generated malformed messages in both directions without a crash', () => {
    const next = generator(prng(0xa1a10c))
    let rejected = 0
    for (let i = 0; i < 12_000; i++) {
      const message = next()
      const app = parseAppEvent(message)
      const frame = parseFrameEvent(message)
      expect(app.success, `message ${i}`).toBe(false)
      expect(frame.success).toBe(false)
      if (!app.success) {
        const answer = rejectionAnswer(app)
        expect(parseFrameEvent(answer).success).toBe(true)
        rejected++
      }
    }
    expect(rejected).toBe(12_000)
  })
})

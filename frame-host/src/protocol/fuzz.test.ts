import { describe, expect, it } from 'vitest'
import { APP_EVENT_TYPES } from './appEvents'
import { approvalChoiceSchema, approvalRequestSchema, approvalWindowReadySchema } from './approvalWindow'
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

/** Random JSON-ish values (and some that are not JSON) of bounded depth. */
function values(random: () => number) {
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
  return { pick, value }
}

function generator(random: () => number) {
  const { pick, value } = values(random)
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

/** Malformed messages between the frame and its approval window (each side parses the other's). */
function approvalGenerator(random: () => number) {
  const { pick, value } = values(random)
  const request = () => ({
    v: 1,
    id: uuid,
    type: 'APPROVAL_REQUEST',
    payload: { title: 'Sign message', rows: [['App', 'http://localhost:1']], body: 'hi' },
  })
  const choice = () => ({ v: 1, id: uuid, type: 'APPROVAL_CHOICE', payload: { choice: 'approve' } })
  const mutations: Array<() => unknown> = [
    () => value(0),
    () => ({ ...pick([request, choice])(), payload: value(0) }),
    () => ({ ...pick([request, choice])(), v: pick([0, 2, '1', null]) }),
    () => ({ ...pick([request, choice])(), id: pick(['', 'abc', 12, null]) }),
    () => ({ ...choice(), payload: { choice: pick(['APPROVE', 'yes', true, 1, '', null]) } }),
    () => ({ ...choice(), payload: { choice: 'approve', also: value(1) } }),
    () => ({ ...request(), payload: { ...request().payload, rows: [['App']] } }),
    () => ({ ...request(), payload: { ...request().payload, rows: Array(129).fill(['a', 'b']) } }),
    () => ({ ...request(), payload: { ...request().payload, title: 'x'.repeat(201) } }),
    () => ({ ...request(), payload: { ...request().payload, body: 'x'.repeat(MAX_MESSAGE_CHARS) } }),
    () => ({ ...request(), payload: { ...request().payload, script: '<img onerror=alert(1)>' } }),
    () => ({ ...pick([request, choice])(), type: pick(['APPROVAL_WINDOW_READY', 'approval_choice', '']) }),
    () => ({ v: 1, id: uuid, type: 'APPROVAL_WINDOW_READY', payload: { junk: value(1) } }),
  ]
  return () => pick(mutations)()
}

describe('protocol fuzz', () => {
  it('the frame and its approval window accept none of 10,000 malformed messages', () => {
    const next = approvalGenerator(prng(0x0a99e0))
    for (let i = 0; i < 10_000; i++) {
      const message = next()
      for (const schema of [approvalRequestSchema, approvalChoiceSchema, approvalWindowReadySchema]) {
        expect(schema.safeParse(message).success, `message ${i}`).toBe(false)
      }
    }
    // The generator's valid originals do parse: the test would see a schema that rejects everything.
    expect(
      approvalChoiceSchema.safeParse({
        v: 1,
        id: uuid,
        type: 'APPROVAL_CHOICE',
        payload: { choice: 'reject' },
      }).success,
    ).toBe(true)
  })

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

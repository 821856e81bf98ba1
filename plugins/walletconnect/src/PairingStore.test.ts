import { SignatureDeclinedError } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from './constants'
import { isPairingExpired, PairingStore, pairingRefreshAt } from './PairingStore'

describe('the spec §9 pairing rule: valid 4 minutes, expired when 10 s or less remain', () => {
  test('constants', () => {
    expect(PAIRING_VALIDITY_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  test('10 001 ms left is valid, exactly 10 000 ms left is expired, and so is less [spec 9.4]', () => {
    const expiresAt = 1_000_000 + PAIRING_VALIDITY_MS
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt - 1)).toBe(true)
    expect(isPairingExpired(expiresAt, expiresAt + 5)).toBe(true)
    expect(pairingRefreshAt(expiresAt)).toBe(1_000_000 + 230_000)
  })
})

describe('PairingStore', () => {
  test('an attempt goes loading → pairing (URI, expiry) → idle, and a new URI counts as published', () => {
    const store = new PairingStore()
    expect(store.isExpired(0)).toBe(true)
    store.start()
    expect(store).toMatchObject({ status: 'loading', pending: true, uri: undefined })
    store.publish('wc:a@2', 240_000)
    expect(store).toMatchObject({ status: 'pairing', uri: 'wc:a@2', expiresAt: 240_000, published: 1 })
    expect(store.isExpired(229_999)).toBe(false)
    expect(store.isExpired(230_000)).toBe(true)
    store.publish('wc:b@2', 470_000)
    expect(store.published).toBe(2)
    store.clear()
    expect(store).toMatchObject({ status: 'idle', pending: false, uri: undefined, expiresAt: undefined })
  })

  test('a failure drops the URI and keeps the message until the next attempt', () => {
    const store = new PairingStore()
    store.start()
    store.publish('wc:a@2', 240_000)
    store.fail(new SignatureDeclinedError())
    expect(store).toMatchObject({
      status: 'failed',
      error: expect.any(SignatureDeclinedError),
      uri: undefined,
      pending: false,
    })
    store.start()
    expect(store.error).toBeUndefined()
  })
})

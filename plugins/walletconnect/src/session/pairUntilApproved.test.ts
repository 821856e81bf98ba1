import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PairingExpiredError } from '../errors'
import { PairingStore } from '../PairingStore'
import { type Proposal, pairUntilApproved } from './pairUntilApproved'

/** Proposals the test settles by hand. */
function proposals() {
  const made: { uri: string; approve(s: string): void; reject(e: unknown): void }[] = []
  const propose = async (): Promise<Proposal<string>> => {
    let approve!: (s: string) => void
    let reject!: (e: unknown) => void
    const approval = new Promise<string>((res, rej) => {
      approve = res
      reject = rej
    })
    const uri = `wc:${made.length}@2`
    made.push({ uri, approve, reject })
    return { uri, approval }
  }
  return { made, propose }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairUntilApproved', () => {
  test('refreshes exactly when 10 s remain of the 4 minutes, and publishes each URI with its expiry', async () => {
    const store = new PairingStore()
    const { made, propose } = proposals()
    const session = pairUntilApproved({ store, propose, keepFresh: () => true, now: Date.now })
    await vi.advanceTimersByTimeAsync(0)
    expect(store).toMatchObject({ uri: 'wc:0@2', expiresAt: 240_000, published: 1 })
    await vi.advanceTimersByTimeAsync(229_999)
    expect(made).toHaveLength(1)
    expect(store.isExpired(Date.now())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(made).toHaveLength(2)
    expect(store).toMatchObject({ uri: 'wc:1@2', expiresAt: 230_000 + 240_000, published: 2 })
    // The superseded proposal expiring does not end the attempt; the new one's approval does.
    made[0]?.reject(new Error('Proposal expired'))
    made[1]?.approve('session-1')
    await expect(session).resolves.toBe('session-1')
    await vi.advanceTimersByTimeAsync(600_000)
    expect(made).toHaveLength(2)
  })

  test('a late approval of the previous URI (scanned just before the refresh) is taken', async () => {
    const store = new PairingStore()
    const { made, propose } = proposals()
    const session = pairUntilApproved({ store, propose, keepFresh: () => true, now: Date.now })
    await vi.advanceTimersByTimeAsync(230_000)
    expect(made).toHaveLength(2)
    made[0]?.approve('session-0')
    await expect(session).resolves.toBe('session-0')
  })

  test('with nobody looking (modal closed) the attempt ends as "Pairing expired" instead of refreshing', async () => {
    const store = new PairingStore()
    const { made, propose } = proposals()
    const session = pairUntilApproved({ store, propose, keepFresh: () => false, now: Date.now })
    const outcome = expect(session).rejects.toBeInstanceOf(PairingExpiredError)
    await vi.advanceTimersByTimeAsync(230_000)
    await outcome
    expect(made).toHaveLength(1)
  })

  test("the current proposal's rejection ends the attempt with it", async () => {
    const store = new PairingStore()
    const { made, propose } = proposals()
    const session = pairUntilApproved({ store, propose, keepFresh: () => true, now: Date.now })
    await vi.advanceTimersByTimeAsync(0)
    made[0]?.reject({ code: 5000, message: 'User rejected.' })
    await expect(session).rejects.toEqual({ code: 5000, message: 'User rejected.' })
  })
})

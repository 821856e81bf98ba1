import { BaseError } from '@airlock/kernel'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifyActionNotAllowed } from './actionNotAllowed'

/** A context that records what the notice does: the modal closed or open, connected or not. */
function context(state: { open: boolean; connected: boolean }) {
  const notify = vi.fn()
  const navigate = vi.fn(async () => undefined)
  const snapshot = {
    modal: { open: state.open },
    connection: { status: state.connected ? 'connected' : 'disconnected' },
  }
  const ctx = {
    log: { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() },
    get: <T>(select: (s: typeof snapshot) => T) => select(snapshot),
    navigate,
    notify,
  }
  return { ctx: ctx as unknown as Parameters<typeof notifyActionNotAllowed>[0], notify, navigate }
}

describe('a method the embedded wallet does not serve', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("[spec 6.5] shows 'Action not allowed' after 300 ms, not before", () => {
    vi.useFakeTimers()
    const { ctx, notify } = context({ open: true, connected: true })
    notifyActionNotAllowed(ctx, 'eth_sign')
    vi.advanceTimersByTime(299)
    expect(notify).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(notify).toHaveBeenCalledTimes(1)
    const notice = notify.mock.calls[0]?.[0]
    expect(notice).toBeInstanceOf(BaseError)
    expect(notice.messageKey).toEqual({ namespace: 'email-social', key: 'actionNotAllowed' })
  })

  it('[spec 6.5] opens the modal where the visitor is when it was closed: Account when connected, else Connect', () => {
    vi.useFakeTimers()
    const connected = context({ open: false, connected: true })
    notifyActionNotAllowed(connected.ctx, 'eth_sign')
    expect(connected.navigate).toHaveBeenCalledWith('Account')
    const visitor = context({ open: false, connected: false })
    notifyActionNotAllowed(visitor.ctx, 'eth_sign')
    expect(visitor.navigate).toHaveBeenCalledWith('Connect')
    const open = context({ open: true, connected: true })
    notifyActionNotAllowed(open.ctx, 'eth_sign')
    expect(open.navigate).not.toHaveBeenCalled()
  })
})

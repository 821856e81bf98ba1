import type { PluginContext } from '@airlock/kernel'
import { describe, expect, test, vi } from 'vitest'
import { resolveSwapOptions } from '../swap'
import { swapPlugin } from './swapPlugin'

/** The parts of a plugin context the set-up touches, recording what it registers. */
function recordingContext(blockchainApi: unknown) {
  const calls: string[] = []
  const warn = vi.fn()
  const ctx = {
    name: 'swap',
    log: { warn, info: vi.fn(), error: vi.fn(), debug: vi.fn() },
    service: (key: string) => (key === 'blockchainApi' ? blockchainApi : undefined),
    expose: () => calls.push('expose'),
    contribute: (key: string) => calls.push(`contribute:${key}`),
    registerView: (view: { id: string }) => calls.push(`view:${view.id}`),
    addToSlot: (slot: string, entry: { id: string }) => calls.push(`slot:${slot}:${entry.id}`),
  }
  return { ctx: ctx as unknown as PluginContext, calls, warn }
}

describe('swapPlugin set-up', () => {
  test('without a blockchainApi endpoint: no Swap button, no view, a development warning saying why', async () => {
    const { ctx, calls, warn } = recordingContext(undefined)
    await swapPlugin(resolveSwapOptions()).setup(ctx)
    expect(calls).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('endpoints.blockchainApi')
  })

  test('with one: the Swap button in walletFeatures, three views, the catalogue and the exposed store', async () => {
    const client = { extend: (f: (c: unknown) => object) => ({ ...f({}) }) }
    const { ctx, calls, warn } = recordingContext(client)
    await swapPlugin(resolveSwapOptions()).setup(ctx)
    expect(warn).not.toHaveBeenCalled()
    expect(calls).toEqual([
      'expose',
      'contribute:messages',
      'view:swap/swap',
      'view:swap/select-token',
      'view:swap/review',
      'slot:walletFeatures:swap/swap',
    ])
  })
})

describe('resolveSwapOptions', () => {
  test('defaults: exact approvals, 300 ms debounce; bad fields refused', () => {
    expect(resolveSwapOptions()).toMatchObject({ unlimitedApproval: false, quoteDebounceMs: 300 })
    expect(() => resolveSwapOptions({ quoteDebounceMs: -1 })).toThrow()
    expect(() => resolveSwapOptions({ unlimitedApproval: 'yes' as unknown as boolean })).toThrow()
  })
})

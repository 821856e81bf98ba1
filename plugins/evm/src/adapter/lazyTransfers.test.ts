import type { PreparedTransfer } from '@airlock/kernel'
import { afterEach, expect, test, vi } from 'vitest'
import { lazyTransfers } from './lazyTransfers'
import type { TransferDeps } from './transfers'

afterEach(() => {
  vi.doUnmock('./transfers')
  vi.resetModules()
})

const deps = {} as TransferDeps
const prepared = { params: {}, data: {} } as PreparedTransfer

test('loads the transfer code at the first call, once, and passes the call through', async () => {
  const createTransfers = vi.fn(() => ({
    estimateFee: vi.fn(async () => ({ value: '1', symbol: 'ETH' })),
    sendTransfer: vi.fn(async () => '0xhash'),
  }))
  vi.doMock('./transfers', () => ({ createTransfers }))
  const transfers = lazyTransfers(deps)
  expect(createTransfers).not.toHaveBeenCalled()
  expect(await transfers.estimateFee(prepared)).toEqual({ value: '1', symbol: 'ETH' })
  expect(await transfers.sendTransfer(prepared)).toBe('0xhash')
  expect(createTransfers).toHaveBeenCalledTimes(1)
  expect(createTransfers).toHaveBeenCalledWith(deps)
})

test('a failed load rejects that call and is tried again at the next one', async () => {
  let fail = true
  vi.doMock('./transfers', () => {
    if (fail) throw new Error('chunk failed to load')
    return { createTransfers: () => ({ sendTransfer: async () => '0xhash' }) }
  })
  const transfers = lazyTransfers(deps)
  await expect(transfers.sendTransfer(prepared)).rejects.toThrow() // (vitest wraps the factory's error)
  fail = false
  vi.resetModules()
  expect(await transfers.sendTransfer(prepared)).toBe('0xhash')
})

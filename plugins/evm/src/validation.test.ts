import { RpcError } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { assertValidSendCalls, classifyTransactionResponse, isTransactionHash } from './validation'

const hex40 = 'ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('transactions', () => {
  const hash64 = `0x${'a'.repeat(64)}`
  test('hash rule: 64 hex strict, 62+ loose [spec 5.16]', () => {
    expect(isTransactionHash(hash64)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(62)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(62)}`, { loose: true })).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(61)}`, { loose: true })).toBe(false)
    expect(isTransactionHash(`${'a'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash(123)).toBe(false)
  })

  test('transaction vs object response [spec 5.16]', () => {
    expect(classifyTransactionResponse(hash64)).toBe('transaction')
    expect(classifyTransactionResponse(`0x${'b'.repeat(62)}`)).toBe('transaction')
    expect(classifyTransactionResponse({ id: 'x' })).toBe('object')
    expect(classifyTransactionResponse('0x12')).toBe('object')
  })

  test('sendCalls: to and data start with 0x [spec 5.17]', () => {
    expect(assertValidSendCalls([{ to: `0x${hex40}`, data: '0x' }, { to: `0x${hex40}` }])).toHaveLength(2)
    const invalidParams = expect.objectContaining({ code: -32602 })
    expect(() => assertValidSendCalls([{ to: hex40 }])).toThrow(RpcError)
    expect(() => assertValidSendCalls([{ to: hex40 }])).toThrow(invalidParams)
    try {
      assertValidSendCalls([{ to: `0x${hex40}` }, { to: `0x${hex40}`, data: 'abcd' }])
      expect.unreachable()
    } catch (e) {
      expect((e as RpcError).details).toBe('calls.1.data: Invalid data: must start with 0x')
    }
    expect(() => assertValidSendCalls([])).toThrow(invalidParams)
    expect(() => assertValidSendCalls('nope')).toThrow(invalidParams)
  })
})

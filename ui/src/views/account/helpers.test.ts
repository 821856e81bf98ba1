import { BaseError, DisconnectError, UserRejectedRequestError } from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { formatFee } from '../send/SendPreview'
import { isWebUrl } from './AccountHeader'
import { describeTransaction } from './ActivityTab'
import { fakeHistoryItem } from './testing/fakeChain'
import { userMessage } from './userMessage'

describe('userMessage', () => {
  test("rejections (4001, 5000, nested) read 'Signature declined'", () => {
    expect(userMessage(new UserRejectedRequestError())).toBe('Signature declined')
    expect(userMessage(Object.assign(new Error('x'), { code: 5000 }))).toBe('Signature declined')
    expect(userMessage(new Error('outer', { cause: { code: 4001 } }))).toBe('Signature declined')
  })

  test('Airlock errors keep their short message; anything else is the fallback', () => {
    expect(userMessage(new DisconnectError())).toBe('Failed to disconnect')
    expect(userMessage(new BaseError('Network not found', { details: 'eip155:9' }))).toBe('Network not found')
    expect(userMessage(new Error('raw provider text'))).toBe('Something went wrong')
    expect(userMessage('nope', 'Transaction error')).toBe('Transaction error')
  })
})

describe('describeTransaction', () => {
  test('title from the operation, signed amount with symbol (3 decimals cut), date', () => {
    expect(describeTransaction(fakeHistoryItem('a', 'eip155:1', { direction: 'in' }))).toEqual({
      title: 'Receive',
      amount: '1.5 ETH',
      date: 'Nov 20, 2026',
      direction: 'in',
    })
    expect(describeTransaction(fakeHistoryItem('b', 'eip155:1')).amount).toBe('-1.5 ETH')
  })

  test('NFT transfers show the NFT name; odd items still render', () => {
    expect(describeTransaction(fakeHistoryItem('c', 'eip155:1', { spam: true })).amount).toBe('Spam NFT')
    expect(
      describeTransaction({ id: 'x', metadata: { minedAt: 'not a date', chain: 'eip155:1' }, transfers: [] }),
    ).toEqual({ title: 'Transaction', amount: '', date: '', direction: 'self' })
  })
})

describe('formatFee and isWebUrl', () => {
  test('fees are cut to 3 decimals and never shown as a misleading 0', () => {
    expect(formatFee(0n, 18, 'ETH')).toBe('0 ETH')
    expect(formatFee(21_000_000_000_000n, 18, 'ETH')).toBe('< 0.001 ETH')
    expect(formatFee(1_234_567_000_000_000n, 18, 'ETH')).toBe('0.001 ETH')
    expect(formatFee(5_000n, 9, 'SOL')).toBe('< 0.001 SOL')
  })

  test('only http(s) explorer URLs become links', () => {
    expect(isWebUrl('https://etherscan.io/address/0x1')).toBe(true)
    expect(isWebUrl('javascript:alert(1)')).toBe(false)
    expect(isWebUrl('not a url')).toBe(false)
    expect(isWebUrl(undefined)).toBe(false)
  })
})

import {
  BaseError,
  DisconnectError,
  NetworkNotFoundError,
  SendTransactionError,
  SignatureDeclinedError,
  toRpcError,
} from '@airlock/kernel'
import { describe, expect, test } from 'vitest'
import { sendError, visitorError } from '../../i18n/visitorError'
import { formatFee } from '../send/SendPreview'
import { isWebUrl } from './AccountHeader'
import { describeTransaction } from './ActivityTab'
import { fakeHistoryItem } from './testing/fakeChain'

describe('visitorError', () => {
  test('rejections (4001, 5000, nested) are a SignatureDeclinedError', () => {
    const rejected = toRpcError({ code: 4001, message: 'User rejected the request.' })
    expect(visitorError(rejected)).toBeInstanceOf(SignatureDeclinedError)
    expect(visitorError(Object.assign(new Error('x'), { code: 5000 }))).toBeInstanceOf(SignatureDeclinedError)
    expect(visitorError(new Error('outer', { cause: { code: 4001 } }))).toBeInstanceOf(SignatureDeclinedError)
  })

  test("an error with a key (its own or a cause's) keeps it; anything else is the fallback", () => {
    const disconnect = new DisconnectError()
    expect(visitorError(disconnect)).toBe(disconnect)
    const notFound = new NetworkNotFoundError('eip155:9')
    expect(visitorError(new BaseError('Switching failed', { cause: notFound }))).toBe(notFound)
    expect(visitorError(new Error('raw provider text')).messageKey).toEqual({
      namespace: 'kernel',
      key: 'somethingWentWrong',
    })
    // A text without a key is not shown, whatever it says.
    expect(visitorError(new BaseError('Network not found')).messageKey?.key).toBe('somethingWentWrong')
    expect(sendError(new Error('nonce too low'))).toBeInstanceOf(SendTransactionError)
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

  test('amounts in the locale: grouped, cut, the negative as the locale writes it [spec 9.13]', () => {
    const item = fakeHistoryItem('d', 'eip155:1')
    const transfer = item.transfers[0]
    if (transfer?.quantity) transfer.quantity.numeric = '12345.67891'
    expect(describeTransaction(item, 'en-US').amount).toBe('-12,345.678 ETH')
    expect(describeTransaction(item, 'es').amount).toBe('-12.345,678 ETH')
    // ar writes a left-to-right mark before the minus, which keeps it before the number in an RTL page.
    expect(describeTransaction(item, 'ar').amount).toBe(
      `${new Intl.NumberFormat('ar', { maximumFractionDigits: 3 }).format(-12345.678)} ETH`,
    )
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
    expect(formatFee(21_000_000_000_000n, 18, 'ETH', 'es')).toBe('< 0,001 ETH')
    expect(formatFee(1_234_567_000_000_000_000_000n, 18, 'ETH', 'es')).toBe('1.234,567 ETH')
  })

  test('only http(s) explorer URLs become links', () => {
    expect(isWebUrl('https://etherscan.io/address/0x1')).toBe(true)
    expect(isWebUrl('javascript:alert(1)')).toBe(false)
    expect(isWebUrl('not a url')).toBe(false)
    expect(isWebUrl(undefined)).toBe(false)
  })
})

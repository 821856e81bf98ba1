import { describe, expect, test } from 'vitest'
import { InvalidParamsRpcError } from '../errors/rpc'
import { isAddressForNamespace, isEvmAddress, isSolanaAddress } from './address'
import { isValidEmail } from './email'
import { assertRegistrationChainId, coinTypeFromChainId, isValidAccountName } from './name'
import { isAllowedNumericKey, sanitizeNumericInput } from './numericInput'
import {
  assertValidSendCalls,
  classifyTransactionResponse,
  isSolanaCommitment,
  isTransactionHash,
  SOLANA_COMMITMENT_LEVELS,
} from './transaction'

const hex40 = 'ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

describe('addresses', () => {
  test('EVM: 40 hex with optional 0x', () => {
    expect(isEvmAddress(`0x${hex40}`)).toBe(true)
    expect(isEvmAddress(hex40)).toBe(true)
    expect(isEvmAddress(`0x${hex40.slice(1)}`)).toBe(false)
    expect(isEvmAddress(`0x${hex40}0`)).toBe(false)
    expect(isEvmAddress(`0x${hex40.slice(1)}g`)).toBe(false)
  })

  test('Solana: 32 to 44 base58', () => {
    expect(isSolanaAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress(`0${'1'.repeat(40)}`)).toBe(false)
    expect(isSolanaAddress(`O${'1'.repeat(40)}`)).toBe(false)
    expect(isSolanaAddress(`l${'1'.repeat(40)}`)).toBe(false)
  })

  test('by namespace', () => {
    expect(isAddressForNamespace(`0x${hex40}`, 'eip155')).toBe(true)
    expect(isAddressForNamespace(`0x${hex40}`, 'solana')).toBe(false)
    expect(isAddressForNamespace('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', 'solana')).toBe(true)
    expect(isAddressForNamespace('bc1q...', 'bip122')).toBe(true)
    expect(isAddressForNamespace('  ', 'bip122')).toBe(false)
  })
})

describe('numeric input', () => {
  test('keydown: digits, one separator, editing keys only', () => {
    expect(isAllowedNumericKey({ key: '7' }, '')).toBe(true)
    expect(isAllowedNumericKey({ key: '.' }, '12')).toBe(true)
    expect(isAllowedNumericKey({ key: ',' }, '12')).toBe(true)
    expect(isAllowedNumericKey({ key: '.' }, '1.2')).toBe(false)
    expect(isAllowedNumericKey({ key: ',' }, '1.2')).toBe(false)
    expect(isAllowedNumericKey({ key: 'e' }, '1')).toBe(false)
    expect(isAllowedNumericKey({ key: '-' }, '')).toBe(false)
    expect(isAllowedNumericKey({ key: '+' }, '')).toBe(false)
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End']) {
      expect(isAllowedNumericKey({ key }, '1.2')).toBe(true)
    }
    expect(isAllowedNumericKey({ key: 'v', ctrlKey: true }, '')).toBe(true)
    expect(isAllowedNumericKey({ key: 'a', metaKey: true }, '')).toBe(true)
    expect(isAllowedNumericKey({ key: 'v' }, '')).toBe(false)
    expect(isAllowedNumericKey({ key: 'q', ctrlKey: true }, '')).toBe(false)
  })

  test('input: a leading separator becomes 0., junk removed, one separator kept', () => {
    expect(sanitizeNumericInput('.')).toBe('0.')
    expect(sanitizeNumericInput('.5')).toBe('0.5')
    expect(sanitizeNumericInput(',5')).toBe('0.5')
    expect(sanitizeNumericInput('1,2.3a')).toBe('1.23')
    expect(sanitizeNumericInput('12abc34')).toBe('1234')
    expect(sanitizeNumericInput('-1e5')).toBe('15')
    expect(sanitizeNumericInput('')).toBe('')
  })
})

describe('email and names', () => {
  test('email', () => {
    expect(isValidEmail('alice@example.com')).toBe(true)
    expect(isValidEmail(' alice@example.co ')).toBe(true)
    expect(isValidEmail('alice@example')).toBe(false)
    expect(isValidEmail('alice example@x.com')).toBe(false)
    expect(isValidEmail('@example.com')).toBe(false)
    expect(isValidEmail('alice@@example.com')).toBe(false)
  })

  test('account name: letters, digits, hyphens, at least 4', () => {
    expect(isValidAccountName('abcd')).toBe(true)
    expect(isValidAccountName('my-name-2')).toBe(true)
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('ab_cd')).toBe(false)
    expect(isValidAccountName('ab.cd')).toBe(false)
    expect(isValidAccountName('abcé')).toBe(false)
  })

  test('registration chain id below 2147483648 and ENSIP-11 coin type', () => {
    expect(() => assertRegistrationChainId(2147483647)).not.toThrow()
    expect(() => assertRegistrationChainId(2147483648)).toThrow('Invalid chainId')
    expect(() => assertRegistrationChainId(-1)).toThrow('Invalid chainId')
    expect(() => assertRegistrationChainId(1.5)).toThrow('Invalid chainId')
    expect(coinTypeFromChainId(1)).toBe(60)
    expect(coinTypeFromChainId(10)).toBe(2147483658)
    expect(coinTypeFromChainId(137)).toBe(0x80000089)
    expect(coinTypeFromChainId(8453)).toBe(2147492101)
    expect(() => coinTypeFromChainId(2 ** 31)).toThrow('Invalid chainId')
  })
})

describe('transactions', () => {
  const hash64 = `0x${'a'.repeat(64)}`
  test('hash rule: 64 hex strict, 62+ loose', () => {
    expect(isTransactionHash(hash64)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(62)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(62)}`, { loose: true })).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(61)}`, { loose: true })).toBe(false)
    expect(isTransactionHash(`${'a'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash(123)).toBe(false)
  })

  test('transaction vs object response', () => {
    expect(classifyTransactionResponse(hash64)).toBe('transaction')
    expect(classifyTransactionResponse(`0x${'b'.repeat(62)}`)).toBe('transaction')
    expect(classifyTransactionResponse({ id: 'x' })).toBe('object')
    expect(classifyTransactionResponse('0x12')).toBe('object')
  })

  test('sendCalls: to and data start with 0x', () => {
    expect(assertValidSendCalls([{ to: `0x${hex40}`, data: '0x' }, { to: `0x${hex40}` }])).toHaveLength(2)
    expect(() => assertValidSendCalls([{ to: hex40 }])).toThrow(InvalidParamsRpcError)
    try {
      assertValidSendCalls([{ to: `0x${hex40}` }, { to: `0x${hex40}`, data: 'abcd' }])
      expect.unreachable()
    } catch (e) {
      expect((e as InvalidParamsRpcError).details).toBe('calls.1.data: Invalid data: must start with 0x')
    }
    expect(() => assertValidSendCalls([])).toThrow(InvalidParamsRpcError)
    expect(() => assertValidSendCalls('nope')).toThrow(InvalidParamsRpcError)
  })

  test('Solana commitment levels', () => {
    expect(SOLANA_COMMITMENT_LEVELS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    expect(isSolanaCommitment('finalized')).toBe(true)
    expect(isSolanaCommitment('final')).toBe(false)
    expect(isSolanaCommitment(1)).toBe(false)
  })
})

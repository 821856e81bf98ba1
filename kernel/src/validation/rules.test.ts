import { describe, expect, test } from 'vitest'
import { isAddressForNamespace, isEvmAddress, isSolanaAddress } from './address'
import { isValidEmail } from './email'
import { isAllowedNumericKey, sanitizeNumericInput } from './numericInput'

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

describe('email', () => {
  test('email', () => {
    expect(isValidEmail('alice@example.com')).toBe(true)
    expect(isValidEmail(' alice@example.co ')).toBe(true)
    expect(isValidEmail('alice@example')).toBe(false)
    expect(isValidEmail('alice example@x.com')).toBe(false)
    expect(isValidEmail('@example.com')).toBe(false)
    expect(isValidEmail('alice@@example.com')).toBe(false)
  })
})

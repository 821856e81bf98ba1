import { BaseError } from '@airlock/kernel'
import { expect, test } from 'vitest'
import {
  assertRegistrationChainId,
  coinTypeFromChainId,
  InvalidChainIdError,
  isValidAccountName,
  NAME_MIN_LENGTH,
  NAME_REGISTRATION_CHAIN_ID_LIMIT,
} from './nameRules'

test('the spec §9 name constants', () => {
  expect([NAME_MIN_LENGTH, NAME_REGISTRATION_CHAIN_ID_LIMIT]).toEqual([4, 2147483648])
})

test('account name: letters, digits, hyphens, at least 4 [spec 5.14, 9.27]', () => {
  expect(isValidAccountName('abcd')).toBe(true)
  expect(isValidAccountName('my-name-2')).toBe(true)
  expect(isValidAccountName('abc')).toBe(false)
  expect(isValidAccountName('ab_cd')).toBe(false)
  expect(isValidAccountName('ab.cd')).toBe(false)
  expect(isValidAccountName('abcé')).toBe(false)
})

test('registration chain id below 2147483648 and ENSIP-11 coin type [spec 5.13]', () => {
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

test('InvalidChainIdError carries the text and the chain id', () => {
  const e = new InvalidChainIdError(2147483648)
  expect(`${e.name}: ${e.shortMessage} (${e.details})`).toMatchInlineSnapshot(
    `"InvalidChainIdError: Invalid chainId (Chain id: 2147483648)"`,
  )
  expect(e).toBeInstanceOf(BaseError)
})
